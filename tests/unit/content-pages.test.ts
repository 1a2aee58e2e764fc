import { describe, expect, it } from 'vitest';

import { contactPrefill, contactWhatsappText } from '../../components/content/contact-text';
import { dateBadge, newsPageSize, paragraphs } from '../../components/content/news-format';
import type { PublicNews } from '../../lib/domain/news';
import { findPlan, PLANS, plansOf, planTab } from '../../lib/domain/plans';
import { serializeJsonLd } from '../../lib/seo/json-ld';
import { newsArticleJsonLd } from '../../lib/seo/news-jsonld';

describe('plans', () => {
  it('has the rental and sale commissions', () => {
    expect(plansOf('arriendo').map((p) => [p.name, p.priceLabel])).toEqual([
      ['Estándar', '10% + IVA'],
      ['VIP', '12% + IVA'],
      ['VIP Plus', '15% + IVA'],
    ]);
    expect(plansOf('venta').map((p) => [p.name, p.priceLabel, p.requirement])).toEqual([
      ['Estándar', '3% + IVA', 'Para inmuebles con valor inferior a 1.000 millones de pesos'],
      ['VIP', '2,8% + IVA', 'Para inmuebles con valor superior a 1.000 millones de pesos'],
    ]);
    expect(findPlan('arriendo-vip-plus')?.fullFeatures).toEqual(
      expect.arrayContaining([
        'Seguro de arrendamiento que cubre el 100% del canon',
        'Hasta 1 año de canon pagado por anticipado',
      ]),
    );
  });

  it('ids are unique and valid for the plan-request schema', () => {
    const ids = PLANS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]{1,40}$/);
  });

  it('finds plans and tabs defensively', () => {
    expect(findPlan(undefined)).toBeUndefined();
    expect(findPlan('nada')).toBeUndefined();
    expect(planTab('venta')).toBe('venta');
    expect(planTab(['venta'])).toBe('arriendo');
    expect(planTab('otro')).toBe('arriendo');
    expect(planTab(undefined)).toBe('arriendo');
  });
});

describe('contact texts', () => {
  it('prefills subject and message from ?service=', () => {
    expect(contactPrefill('Avalúos')).toEqual({
      subject: 'Información sobre Avalúos',
      message: 'Hola, me gustaría recibir más información sobre el servicio de Avalúos.',
    });
    expect(contactPrefill('  ')).toEqual({ subject: '', message: '' });
    expect(contactPrefill(null)).toEqual({ subject: '', message: '' });
  });

  it("says 'No proporcionado' without a phone", () => {
    const text = contactWhatsappText({
      name: ' Ana ',
      email: 'a@b.co',
      phone: ' ',
      subject: 'Hola',
      message: 'Quiero info',
    });
    expect(text).toBe(
      'Hola, mi nombre es Ana.\nEmail: a@b.co\nTeléfono: No proporcionado\nAsunto: Hola\nMensaje: Quiero info',
    );
    expect(
      contactWhatsappText({ name: 'Ana', email: 'a@b.co', phone: '3001234567', subject: 'S', message: 'M' }),
    ).toContain('Teléfono: 3001234567');
  });
});

describe('news formatting', () => {
  it('badges the day and month in Bogotá time', () => {
    expect(dateBadge('2026-11-05T15:00:00.000Z')).toEqual({ day: '05', month: 'NOV' });
    // 02:00 UTC on the 1st is still the 31st of October in Bogotá (UTC-5).
    expect(dateBadge('2026-11-01T02:00:00.000Z')).toEqual({ day: '31', month: 'OCT' });
  });

  it('accepts only SPEC page sizes', () => {
    expect([undefined, '4', '8', '12', '24', '7', 'abc', '100'].map(newsPageSize)).toEqual([4, 4, 8, 12, 24, 4, 4, 4]);
  });

  it('splits plain text into paragraphs and drops markup', () => {
    expect(paragraphs('Uno\n\nDos  con   espacios\n\n\nTres')).toEqual(['Uno', 'Dos con espacios', 'Tres']);
    expect(paragraphs('Línea uno\nLínea dos')).toEqual(['Línea uno', 'Línea dos']);
    expect(paragraphs('<p>Hola <script>alert(1)</script>mundo</p>')).toEqual(['Hola alert(1) mundo']);
    expect(paragraphs('')).toEqual([]);
  });
});

describe('NewsArticle JSON-LD', () => {
  const news = {
    id: '665f1c2b9a1e4b0012345678',
    slug: 'mi-noticia',
    title: 'Mi noticia',
    metaDescription: 'Resumen',
    image: '/uploads/seed/news/mi-noticia.webp',
    date: '2026-11-05T15:00:00.000Z',
    updatedAt: '2026-11-06T15:00:00.000Z',
    author: 'Equipo',
    category: 'mercado',
    keywords: ['vivienda'],
    tags: ['bogotá', 'vivienda'],
  } as PublicNews;

  it('describes the article with absolute URLs', () => {
    expect(newsArticleJsonLd(news, { origin: 'https://x.co', siteName: 'Inmobiliaria Bogotá' })).toMatchObject({
      '@type': 'NewsArticle',
      url: 'https://x.co/news/mi-noticia',
      headline: 'Mi noticia',
      image: ['https://x.co/uploads/seed/news/mi-noticia.webp'],
      datePublished: news.date,
      dateModified: news.updatedAt,
      author: { '@type': 'Person', name: 'Equipo' },
      publisher: { name: 'Inmobiliaria Bogotá' },
      keywords: 'vivienda, bogotá',
    });
  });

  it('cannot close its script tag', () => {
    expect(serializeJsonLd({ '@type': 'NewsArticle', headline: '</script><script>alert(1)</script>' })).not.toContain(
      '</script>',
    );
  });
});

// The text and HTML of an alert e-mail, from plain data: pure, unit-tested. Sending,
// headers and tokens are lib/services/alerts/send.ts's.

import { formatPrice } from '../format';
import type { AlertReason } from './saved-searches';

export interface AlertMailListing {
  title: string;
  price: number;
  /** The price before the drop, for a `priceDrop` alert. */
  previousPrice?: number;
  reason: AlertReason;
  url: string;
  /** Absolute URL of the cover photo, if any. */
  image: string | null;
  place: string;
}

export interface AlertMailSearch {
  name: string;
  /** The saved search on /listing. */
  url: string;
  listings: AlertMailListing[];
}

export interface AlertMailInput {
  visitorName: string;
  searches: AlertMailSearch[];
  unsubscribeUrl: string;
  accountUrl: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function priceLine(listing: AlertMailListing): string {
  const now = formatPrice(listing.price);
  return listing.reason === 'priceDrop' && listing.previousPrice
    ? `Bajó de precio: ${now} (antes ${formatPrice(listing.previousPrice)})`
    : `Nuevo: ${now}`;
}

export function alertMailSubject(input: AlertMailInput): string {
  const count = input.searches.reduce((sum, s) => sum + s.listings.length, 0);
  const names = input.searches.map((s) => `«${s.name}»`).join(', ');
  return count === 1 ? `Un inmueble para tu búsqueda ${names}` : `${count} inmuebles para ${names}`;
}

const LEGAL =
  'Recibes este correo porque guardaste esta búsqueda y autorizaste sus alertas (Ley 2300 de 2023; tus datos se tratan según la Ley 1581 de 2012).';

export function alertMailText(input: AlertMailInput): string {
  const blocks = input.searches.map((search) => {
    const lines = search.listings.map((l) => `- ${l.title} (${l.place})\n  ${priceLine(l)}\n  ${l.url}`);
    return `Tu búsqueda «${search.name}»:\n${lines.join('\n')}\nVer todos los resultados: ${search.url}`;
  });
  return [
    `Hola, ${input.visitorName}:`,
    ...blocks,
    `Administra tus búsquedas en ${input.accountUrl}`,
    `${LEGAL}\nPara dejar de recibir estas alertas: ${input.unsubscribeUrl}`,
  ].join('\n\n');
}

export function alertMailHtml(input: AlertMailInput): string {
  const card = (l: AlertMailListing) => `
<tr><td style="padding:12px 0;border-bottom:1px solid #e5e7eb">
${l.image ? `<a href="${escapeHtml(l.url)}"><img src="${escapeHtml(l.image)}" alt="${escapeHtml(l.title)}" width="280" style="display:block;max-width:100%;border-radius:8px"></a>` : ''}
<p style="margin:8px 0 4px;font-size:16px;font-weight:bold"><a href="${escapeHtml(l.url)}" style="color:#0f3d7a">${escapeHtml(l.title)}</a></p>
<p style="margin:0;color:#374151">${escapeHtml(l.place)}</p>
<p style="margin:4px 0 0;font-size:16px;color:#111827">${escapeHtml(priceLine(l))}</p>
</td></tr>`;
  const section = (s: AlertMailSearch) => `
<h2 style="font-size:18px;margin:24px 0 4px">Tu búsqueda «${escapeHtml(s.name)}»</h2>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0">${s.listings.map(card).join('')}</table>
<p><a href="${escapeHtml(s.url)}" style="color:#0f3d7a">Ver todos los resultados</a></p>`;
  return `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#111827;max-width:600px;margin:0 auto;padding:16px">
<p>Hola, ${escapeHtml(input.visitorName)}:</p>${input.searches.map(section).join('')}
<p><a href="${escapeHtml(input.accountUrl)}" style="color:#0f3d7a">Administrar mis búsquedas</a></p>
<p style="font-size:12px;color:#4b5563">${escapeHtml(LEGAL)} <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#4b5563">Dejar de recibir estas alertas</a>.</p>
</body></html>`;
}

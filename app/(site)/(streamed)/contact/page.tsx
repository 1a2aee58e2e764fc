import type { Metadata } from 'next';

import { ContactForm } from '@/components/content/contact-form';
import { ContactInfo, OFFICE_MAP_URL } from '@/components/content/contact-info';
import { contactPrefill } from '@/components/content/contact-text';
import { PageHero } from '@/components/content/page-hero';
import { hasSocialLinks, SocialLinks } from '@/components/site/social-links';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSettings } from '@/lib/services/settings';

export const metadata: Metadata = pageMetadata({
  title: 'Contacto',
  description:
    'Escríbenos, llámanos o visítanos en Calle 93 # 13-45, Bogotá. Te asesoramos para comprar, vender o arrendar tu inmueble.',
  path: '/contact',
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ContactPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const service = typeof params.service === 'string' ? params.service.trim().slice(0, 100) : '';
  const { general } = await getSettings();

  return (
    <>
      <PageHero
        eyebrow="Contacto"
        title="Hablemos de tu próximo inmueble"
        lead="Estamos para ayudarte a comprar, vender o arrendar con tranquilidad."
      />
      <div className="mx-auto max-w-7xl space-y-6 px-4 pt-10 md:px-6">
        {params.success === 'true' && (
          <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900">
            <p className="font-bold">¡Gracias por tu interés!</p>
            <p className="mt-1 text-sm">
              Recibimos tu solicitud de plan. Un asesor se comunicará contigo en las próximas 24 horas.
            </p>
          </div>
        )}
        {service && (
          <div role="note" className="rounded-2xl border border-secondary/60 bg-amber-50 p-5 text-ink">
            <p>
              Estás consultando por el servicio: <strong>{service}</strong>. Completamos el asunto y el mensaje por ti;
              puedes ajustarlos antes de enviar.
            </p>
          </div>
        )}
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="escribenos"
          className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
        >
          <h2 id="escribenos" className="text-2xl font-bold text-ink">
            Escríbenos
          </h2>
          <p className="mb-6 mt-2 text-muted">
            Te responderemos en horario de atención. Los campos con * son obligatorios.
          </p>
          <ContactForm key={service} whatsapp={general.whatsapp} prefill={contactPrefill(service)} />
        </section>
        <div className="space-y-6">
          <section aria-labelledby="datos-contacto">
            <h2 id="datos-contacto" className="sr-only">
              Datos de contacto
            </h2>
            <ContactInfo general={general} />
          </section>
          {hasSocialLinks(general.social) && (
            <section aria-labelledby="redes" className="rounded-2xl bg-surface p-6">
              <h2 id="redes" className="font-semibold text-ink">
                Síguenos en redes sociales
              </h2>
              <SocialLinks social={general.social} look="named" className="mt-3" />
            </section>
          )}
        </div>
      </div>
      <section aria-labelledby="ubicacion" className="mx-auto max-w-7xl px-4 md:px-6">
        <h2 id="ubicacion" className="text-2xl font-bold text-ink">
          Nuestra oficina
        </h2>
        <p className="mt-1 text-muted">{general.address}</p>
        <iframe
          title={`Mapa de la oficina: ${general.address}`}
          src={OFFICE_MAP_URL}
          loading="lazy"
          className="mt-4 h-80 w-full rounded-3xl border border-slate-200 bg-surface md:h-96"
        />
      </section>
    </>
  );
}

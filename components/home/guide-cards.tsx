import Link from 'next/link';

import { listingHref } from '@/lib/listing-url';

import { SectionHeading } from './section-heading';

// docs/product-rules.md#home: three guide cards, for buyers, tenants and sellers.
const GUIDES = [
  {
    audience: 'Compradores',
    title: 'Guía para compradores',
    steps: [
      'Define tu presupuesto y el crédito o leasing',
      'Visita y compara con un asesor',
      'Estudio de títulos y promesa de compraventa',
    ],
    href: listingHref({ operation: 'venta' }),
    cta: 'Ver inmuebles en venta',
  },
  {
    audience: 'Arrendatarios',
    title: 'Guía para arrendatarios',
    steps: [
      'Elige zona, estrato y presupuesto',
      'Reúne documentos y codeudor o póliza',
      'Firma el contrato y recibe el inventario',
    ],
    href: listingHref({ operation: 'arriendo' }),
    cta: 'Ver inmuebles en arriendo',
  },
  {
    audience: 'Vendedores',
    title: 'Guía para vendedores',
    steps: [
      'Avalúo comercial del inmueble',
      'Fotos, publicación y visitas filtradas',
      'Negociación, promesa y escrituración',
    ],
    href: '/services?tab=venta',
    cta: 'Conocer los planes de venta',
  },
] as const;

export function GuideCards() {
  return (
    <section aria-labelledby="guides-title" className="below-fold py-20">
      <div className="mx-auto max-w-7xl px-6">
        <SectionHeading
          id="guides-title"
          eyebrow="Paso a paso"
          title="Guías para cada etapa"
          intro="Lo que necesitas saber antes de comprar, arrendar o vender."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {GUIDES.map((guide) => (
            <li key={guide.audience} className="flex flex-col rounded-2xl border border-slate-200 p-7 shadow-sm">
              <p className="text-sm font-semibold uppercase tracking-wide text-secondary-ink">{guide.audience}</p>
              <h3 className="mt-2 text-xl font-bold text-ink">{guide.title}</h3>
              <ol className="mt-4 flex-1 space-y-3">
                {guide.steps.map((step, index) => (
                  <li key={step} className="flex gap-3 text-muted">
                    <span
                      aria-hidden
                      className="grid size-7 shrink-0 place-items-center rounded-full bg-primary/10 text-sm font-bold text-primary"
                    >
                      {index + 1}
                    </span>
                    {step}
                  </li>
                ))}
              </ol>
              <Link href={guide.href} className="mt-6 font-semibold text-primary hover:underline">
                {guide.cta} <span aria-hidden>→</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import Link from 'next/link';

import { SectionHeading } from './section-heading';

// 'Nuestros Servicios' (docs/product-rules.md#home): six cards and where each 'Ver Más' goes.
const SERVICES = [
  {
    title: 'Compra y Venta',
    text: 'Te acompañamos a vender al mejor precio o a comprar con estudio de títulos y negociación.',
    href: '/services?tab=venta',
    icon: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1v-9Z',
  },
  {
    title: 'Arrendamiento',
    text: 'Encontramos arrendatarios confiables, hacemos el contrato y administramos tu inmueble.',
    href: '/services?tab=arriendo',
    icon: 'M15 7a3 3 0 1 1-6 0 3 3 0 0 1 6 0ZM12 10v11M12 15h4M12 19h3',
  },
  {
    title: 'Asesoría Inmobiliaria',
    text: 'Avalúos, trámites notariales y orientación jurídica para decidir con tranquilidad.',
    href: '/services?tab=arriendo',
    icon: 'M4 5h16v11H8l-4 4V5ZM8 9h8M8 12h5',
  },
  {
    title: 'Inversión Inmobiliaria',
    text: 'Identificamos oportunidades con buena valorización y renta en Bogotá y la Sabana.',
    href: '/services?tab=venta',
    icon: 'M4 19h16M6 16l4-5 3 3 5-7M15 7h3v3',
  },
  {
    title: 'Seguro Inmobiliario',
    text: 'Pólizas de arrendamiento que cubren cánones, servicios y daños para que tu renta esté segura.',
    href: '/services?tab=arriendo',
    icon: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3Zm-3 9 2 2 4-4',
  },
  {
    title: 'Soporte Premium',
    text: 'Un asesor dedicado, informes periódicos y atención prioritaria por teléfono y WhatsApp.',
    href: '/services',
    icon: 'M4 13a8 8 0 0 1 16 0v4a2 2 0 0 1-2 2h-2v-6h4M4 13v4a2 2 0 0 0 2 2h2v-6H4',
  },
] as const;

export function ServicesPreview() {
  return (
    <section aria-labelledby="services-title" className="below-fold bg-surface py-20">
      <div className="mx-auto max-w-7xl px-6">
        <SectionHeading
          id="services-title"
          eyebrow="Lo que hacemos"
          title="Nuestros Servicios"
          intro="Todo lo que necesitas para comprar, vender, arrendar o invertir, con un solo equipo."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((service) => (
            <li
              key={service.title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:-translate-y-1 hover:shadow-md"
            >
              <span aria-hidden className="grid size-12 place-items-center rounded-xl bg-primary/10 text-primary">
                <svg
                  viewBox="0 0 24 24"
                  className="size-6 fill-none stroke-current stroke-2 [stroke-linecap:round] [stroke-linejoin:round]"
                >
                  <path d={service.icon} />
                </svg>
              </span>
              <h3 className="mt-5 text-lg font-bold text-ink">{service.title}</h3>
              <p className="mt-2 flex-1 text-muted">{service.text}</p>
              <Link
                href={service.href}
                className="mt-5 inline-flex items-center gap-1 font-semibold text-primary hover:underline"
              >
                Ver Más<span className="sr-only"> sobre {service.title}</span>
                <span aria-hidden>→</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

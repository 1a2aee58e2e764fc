import type { Metadata } from 'next';
import Link from 'next/link';

import { FaqAccordion } from '@/components/about/faq-accordion';
import { SectionHeading } from '@/components/home/section-heading';
import { ExperienceYears } from '@/components/site/experience-years';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Sobre Nosotros',
  description:
    'Conoce la historia de Inmobiliaria Bogotá: asesoría en compra, venta y arriendo de inmuebles en Bogotá y la Sabana, con respaldo jurídico e informes mensuales.',
  path: '/about',
});

// The FAQ's figures (docs/product-rules.md#about) (8 % of the rent plus rental insurance, 3 % + IVA, monthly reports).
const FAQ = [
  {
    question: '¿Cuánto cuesta administrar mi inmueble en arriendo?',
    answer:
      'Cobramos una comisión del 8% del canon de arrendamiento mensual más el seguro de arrendamiento, que protege tu renta ante incumplimientos del arrendatario.',
  },
  {
    question: '¿Cuál es la comisión por vender mi inmueble?',
    answer:
      'La comisión por venta es del 3% + IVA sobre el valor final de la negociación, e incluye avalúo comercial, publicación, visitas y acompañamiento hasta la escritura.',
  },
  {
    question: '¿Cómo me mantienen informado sobre mi inmueble?',
    answer:
      'Te enviamos informes mensuales con los pagos recibidos, el estado del inmueble, las visitas realizadas y cualquier novedad, además de atención directa con tu asesor.',
  },
] as const;

const VALUES = [
  { title: 'Transparencia', text: 'Precios justos, contratos claros y cuentas al día.' },
  { title: 'Cercanía', text: 'Un asesor que conoce tu inmueble y te responde.' },
  { title: 'Respaldo jurídico', text: 'Abogados que revisan cada título y cada contrato.' },
] as const;

export default function AboutPage() {
  return (
    <>
      <section className="bg-primary-dark text-white">
        <div className="mx-auto max-w-7xl px-6 py-16 md:py-20">
          <Breadcrumb tone="dark" items={[{ label: 'Inicio', href: '/' }, { label: 'Sobre Nosotros' }]} />
          <h1 className="mt-4 text-4xl font-extrabold md:text-5xl">Sobre Nosotros</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">
            Una inmobiliaria bogotana que acompaña a familias, propietarios e inversionistas desde hace{' '}
            <ExperienceYears /> años.
          </p>
        </div>
      </section>

      <section aria-labelledby="story-title" className="py-16">
        <div className="mx-auto grid max-w-7xl gap-12 px-6 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-4 text-lg leading-relaxed text-muted">
            <SectionHeading
              id="story-title"
              eyebrow="Nuestra historia"
              title="Conocemos Bogotá barrio por barrio"
              align="left"
            />
            <p>
              Empezamos hace <ExperienceYears /> años con una pequeña oficina en el norte de Bogotá y una idea sencilla:
              que comprar, vender o arrendar un inmueble sea un proceso claro y seguro. Hoy acompañamos negocios en
              todas las localidades de la ciudad y en municipios de la Sabana como Chía, Cajicá y Zipaquirá.
            </p>
            <p>
              Más de 500 propiedades vendidas y cientos de contratos de arrendamiento administrados nos han enseñado que
              cada cliente necesita algo distinto: por eso combinamos asesoría comercial, avalúos y respaldo jurídico en
              un solo equipo.
            </p>
          </div>
          <div className="grid content-start gap-4">
            <ul className="grid gap-4">
              {VALUES.map((value) => (
                <li key={value.title} className="rounded-2xl border border-slate-200 bg-surface p-6">
                  <p className="font-bold text-ink">{value.title}</p>
                  <p className="mt-1 text-muted">{value.text}</p>
                </li>
              ))}
            </ul>
            <Link
              href="/asesores"
              className="rounded-2xl bg-primary p-6 font-semibold text-white hover:bg-primary-dark"
            >
              Conoce a nuestros asesores →
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="bg-surface py-16">
        <div className="mx-auto max-w-3xl px-6">
          <SectionHeading id="faq-title" eyebrow="Resolvemos tus dudas" title="Preguntas frecuentes" />
          <div className="mt-10">
            <FaqAccordion items={FAQ} />
          </div>
          <p className="mt-8 text-center text-muted">
            ¿Tienes otra pregunta?{' '}
            <Link href="/contact" className="font-semibold text-primary hover:underline">
              Escríbenos
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}

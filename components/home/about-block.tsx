import Link from 'next/link';

import { ExperienceYears } from '@/components/site/experience-years';

import { SectionHeading } from './section-heading';

// The about block's marketing claims, with the one experience value (docs/product-rules.md#marketing-claims).
const POINTS = [
  { title: 'Más de 500 propiedades vendidas', text: 'Familias e inversionistas que confiaron en nosotros.' },
  { title: 'Cobertura en toda Bogotá', text: 'De Usaquén a Kennedy, y en municipios de la Sabana como Chía y Cajicá.' },
  { title: 'Respaldo jurídico', text: 'Estudio de títulos, contratos y acompañamiento notarial en cada negocio.' },
] as const;

export function AboutBlock() {
  return (
    <section aria-labelledby="about-title" className="below-fold bg-surface py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-6 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="about-title"
            eyebrow="Quiénes somos"
            title="Tu aliado inmobiliario en Bogotá"
            align="left"
          />
          <p className="mt-4 text-lg text-muted">
            Desde hace <ExperienceYears /> años ayudamos a comprar, vender y arrendar con transparencia, precios justos
            y un acompañamiento cercano de principio a fin.
          </p>
          <Link
            href="/about"
            className="mt-6 inline-block rounded-full border-2 border-primary px-6 py-3 font-semibold text-primary hover:bg-primary hover:text-white"
          >
            Conoce nuestra historia
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          <li className="rounded-2xl bg-primary p-6 text-white sm:col-span-2">
            <p className="text-4xl font-extrabold" data-testid="experience-years">
              <ExperienceYears /> años
            </p>
            <p className="mt-1 text-white/90">de experiencia en el mercado inmobiliario</p>
          </li>
          {POINTS.map((point) => (
            <li key={point.title} className="rounded-2xl border border-slate-200 bg-white p-6 last:sm:col-span-2">
              <p className="font-bold text-ink">{point.title}</p>
              <p className="mt-1 text-muted">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';

import { PageHero } from '@/components/content/page-hero';
import { PlanTabs } from '@/components/content/plan-tabs';
import { planTab } from '@/lib/domain/plans';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Servicios y planes',
  description:
    'Planes de administración de arriendos desde el 10% + IVA y planes de venta desde el 2,8% + IVA para tu inmueble en Bogotá.',
  path: '/services',
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ServicesPage({ searchParams }: { searchParams: SearchParams }) {
  const { tab } = await searchParams;
  return (
    <>
      <PageHero
        eyebrow="Servicios"
        title="Planes para arrendar o vender tu inmueble"
        lead="Elige el acompañamiento que necesitas: administramos tu arriendo o vendemos tu inmueble con respaldo jurídico y comercial."
      />
      <section aria-labelledby="planes" className="mx-auto max-w-7xl px-4 py-12 md:px-6 md:py-16">
        <h2 id="planes" className="sr-only">
          Nuestros planes
        </h2>
        <PlanTabs initialTab={planTab(tab)} />
        <p className="mt-8 text-center text-sm text-muted">
          Las comisiones se liquidan más IVA (19%) según la normativa vigente.
        </p>
        <p className="mt-3 text-center text-sm text-muted">
          ¿Vas a comprar con crédito o leasing?{' '}
          <Link href="/simulador" className="font-semibold text-primary hover:underline">
            Simula tu cuota mensual
          </Link>
        </p>
      </section>
      <section className="mx-auto max-w-7xl px-4 md:px-6">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-surface p-8 md:flex-row md:items-center md:justify-between md:p-12">
          <div>
            <h2 className="text-2xl font-bold text-ink">¿No sabes qué plan elegir?</h2>
            <p className="mt-2 max-w-xl text-muted">
              Cuéntanos sobre tu inmueble y un asesor te recomendará el plan que mejor se ajusta a ti.
            </p>
          </div>
          <Link
            href="/contact"
            className="shrink-0 rounded-full bg-secondary px-6 py-3 font-semibold text-ink hover:brightness-95"
          >
            Hablar con un asesor
          </Link>
        </div>
      </section>
    </>
  );
}

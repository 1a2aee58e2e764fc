import type { Metadata } from 'next';
import Link from 'next/link';

import { PageHero } from '@/components/content/page-hero';
import { Simulator } from '@/components/financing/simulator';
import { formatPercent, formatPrice } from '@/lib/format';
import { financingDefaults } from '@/lib/services/financing';

export const metadata: Metadata = {
  title: 'Simulador de crédito hipotecario y leasing habitacional',
  description:
    'Calcula la cuota mensual estimada de tu crédito hipotecario en pesos o leasing habitacional, los intereses y el ingreso que necesitas.',
  alternates: { canonical: '/simulador' },
  openGraph: { title: 'Simulador de crédito hipotecario', url: '/simulador' },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** ?price=300000000 prefills the price (links from a property), anything else is ignored. */
function priceParam(value: string | string[] | undefined): number | undefined {
  const price = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  return price > 0 ? price : undefined;
}

export default async function SimulatorPage({ searchParams }: { searchParams: SearchParams }) {
  const price = priceParam((await searchParams).price);
  const defaults = await financingDefaults();
  return (
    <>
      <PageHero
        eyebrow="Simulador"
        title="Simula tu crédito hipotecario o leasing habitacional"
        lead="Calcula una cuota mensual estimada, los intereses y el ingreso que necesitas antes de hablar con tu banco."
      />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 md:px-6">
        <Simulator defaults={defaults} price={price} />
        <section aria-labelledby="como-funciona" className="grid gap-8 md:grid-cols-2">
          <div>
            <h2 id="como-funciona" className="text-2xl font-bold text-ink">
              Cómo calculamos
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-muted">
              <li>La tasa efectiva anual se convierte en tasa mensual: (1 + EA)^(1/12) − 1.</li>
              <li>La cuota es fija durante todo el plazo (amortización francesa), de 5 a 30 años.</li>
              <li>
                Cuota inicial mínima: {formatPercent(defaults.minDownPaymentVis)} para vivienda de interés social (hasta{' '}
                {formatPrice(defaults.visPriceCap)}) y {formatPercent(defaults.minDownPaymentNonVis)} para vivienda no VIS.
              </li>
              <li>El ingreso mínimo es el que deja la cuota en el 30 % de tus ingresos mensuales.</li>
            </ul>
          </div>
          <div>
            <h2 className="text-2xl font-bold text-ink">Crédito o leasing</h2>
            <p className="mt-4 text-muted">
              Con el <strong className="text-ink">crédito hipotecario</strong> el inmueble queda a tu nombre desde la
              compra: pagas notaría ({formatPercent(defaults.notaryPercent)}), registro ({formatPercent(defaults.registryPercent)}) y beneficencia
              ({formatPercent(defaults.beneficenciaPercent)}) sobre el precio. En el{' '}
              <strong className="text-ink">leasing habitacional</strong> la entidad compra el inmueble y tú pagas un
              canon mensual; al final ejerces la opción de compra ({formatPercent(defaults.leasingOptionPercent)} del precio) y
              entonces se escritura a tu nombre.
            </p>
            <p className="mt-4 text-sm text-muted">
              Todas las cifras son estimaciones y no constituyen una oferta de crédito.{' '}
              <Link
                href="/contact?service=Asesor%C3%ADa%20de%20cr%C3%A9dito"
                className="font-semibold text-primary hover:underline"
              >
                Habla con un asesor
              </Link>
              .
            </p>
          </div>
        </section>
      </div>
    </>
  );
}

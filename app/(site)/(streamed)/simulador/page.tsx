import type { Metadata } from 'next';

import { PageHero } from '@/components/content/page-hero';
import { Simulator } from '@/components/financing/simulator';
import { SimulatorNotes } from '@/components/financing/simulator-notes';
import { pageMetadata } from '@/lib/seo/metadata';
import { financingDefaults } from '@/lib/services/financing';

export const metadata: Metadata = pageMetadata({
  title: 'Simulador de crédito hipotecario y leasing habitacional',
  description:
    'Calcula la cuota mensual estimada de tu crédito hipotecario en pesos o leasing habitacional, los intereses y el ingreso que necesitas.',
  path: '/simulador',
});

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
        <Simulator defaults={defaults} price={price} headingLevel={2} />
        <SimulatorNotes defaults={defaults} />
      </div>
    </>
  );
}

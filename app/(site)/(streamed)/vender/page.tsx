import type { Metadata } from 'next';
import { connection } from 'next/server';

import { PageHero } from '@/components/content/page-hero';
import { ValuationForm } from '@/components/valuation/valuation-form';
import { MIN_COMPARABLES } from '@/lib/domain/valuation';
import { pageMetadata } from '@/lib/seo/metadata';
import { listCities, listLocalities } from '@/lib/services/locations';

export const metadata: Metadata = pageMetadata({
  title: '¿Cuánto vale mi inmueble? Estimación gratuita',
  description:
    'Calcula gratis cuánto vale tu apartamento o casa en Bogotá, o cuánto puedes cobrar de arriendo, con los precios por m² de inmuebles comparables publicados. Sin registrarte.',
  path: '/vender',
});

/** /vender: an owner's estimate from comparable listings, then their details for the agency. */
export default async function SellPage() {
  await connection(); // the build has no database: read per request, from the cache
  const [cities, localities] = await Promise.all([listCities(), listLocalities()]);
  return (
    <>
      <PageHero
        eyebrow="Propietarios"
        title="¿Cuánto vale mi inmueble?"
        lead="Cuéntanos cómo es tu inmueble y te mostramos en qué rango se publican los comparables de tu zona, sin pedirte ningún dato personal."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:px-6 md:py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ValuationForm
          cities={cities.map(({ code, name }) => ({ code, name }))}
          localities={localities.map(({ code, name, cityCode }) => ({ code, name, cityCode }))}
        />
        <aside
          aria-labelledby="como"
          className="h-fit space-y-4 rounded-3xl bg-surface p-6 text-sm leading-relaxed text-ink"
        >
          <h2 id="como" className="text-lg font-bold">
            Cómo la calculamos
          </h2>
          <p>
            Tomamos los inmuebles publicados en nuestro catálogo con la misma operación y el mismo tipo en tu localidad
            (en toda la ciudad si la localidad tiene menos de {MIN_COMPARABLES}), y multiplicamos su precio por m² por
            el área de tu inmueble: el p25 da el valor bajo, la mediana el medio y el p75 el alto. Con menos de{' '}
            {MIN_COMPARABLES} comparables no damos cifra.
          </p>
          <p>
            <strong>Es una estimación con precios de mercado, no un avalúo.</strong> Según la Ley 1673 de 2013, los
            avalúos solo los hacen avaluadores inscritos en el Registro Abierto de Avaluadores (RAA). Si necesitas uno
            para un crédito, una sucesión o un proceso judicial, pídelo a un avaluador registrado.
          </p>
        </aside>
      </div>
    </>
  );
}

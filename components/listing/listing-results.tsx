import Link from 'next/link';

import { PropertyCard } from '@/components/property/property-card';
import { Pager } from '@/components/ui/pager';
import type { PropertyCardModel } from '@/lib/domain/property';
import { listingHref, type ListingParams, type ListingView } from '@/lib/listing-url';

/** The cards of one page in the chosen view, the empty state, and the pagination. */
export function ListingResults({
  cards,
  params,
  view,
  page,
  pages,
}: {
  cards: PropertyCardModel[];
  params: ListingParams;
  view: ListingView;
  page: number;
  pages: number;
}) {
  if (cards.length === 0) {
    return (
      <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
        <p className="text-lg font-semibold text-ink">No se encontraron propiedades</p>
        <p className="mt-2 text-muted">Intenta ajustar los filtros para ver más resultados.</p>
        {page > 1 && (
          <Link href={listingHref(params)} className="mt-4 inline-block font-semibold text-primary hover:underline">
            Volver a la primera página
          </Link>
        )}
      </div>
    );
  }
  return (
    <>
      <ul
        data-testid="listing-results"
        className={view === 'list' ? 'mt-6 grid gap-6' : 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2'}
      >
        {cards.map((card, index) => (
          <li key={card.id}>
            <PropertyCard
              property={card}
              variant={view}
              index={index}
              actions
              priority={index === 0}
              eager={index < 3}
            />
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} hrefFor={(n) => listingHref(params, { page: String(n) })} className="mt-10" />
    </>
  );
}

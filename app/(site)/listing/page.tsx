import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { PropertyCard } from '@/components/property/property-card';
import { Pagination } from '@/components/ui/pagination';
import { formatNumber } from '@/lib/format';
import { listPublicProperties } from '@/lib/services/properties';
import { toPropertyCard } from '@/lib/services/properties/mapper';
import { publicPropertyQuerySchema } from '@/lib/validation/properties';

export const metadata: Metadata = {
  title: 'Inmuebles en venta y arriendo',
  description: 'Apartamentos, casas, oficinas, locales, lotes y fincas en venta y arriendo en Bogotá y Cundinamarca.',
  alternates: { canonical: '/listing' },
};

const PAGE_SIZE = 12;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The query-string filters as plain strings (first value of repeated keys). */
function flatten(params: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) => {
      const first = Array.isArray(value) ? value[0] : value;
      return first ? [[key, first]] : [];
    }),
  );
}

export default async function ListingPage({ searchParams }: { searchParams: SearchParams }) {
  await connection(); // the catalogue is read per request (cached by query), never at build time
  const filters = flatten(await searchParams);
  // A malformed link (page=abc, unknown type) shows the first page rather than an error.
  const parsed = publicPropertyQuerySchema.safeParse({ limit: PAGE_SIZE, ...filters });
  const query = parsed.success ? parsed.data : publicPropertyQuerySchema.parse({ limit: PAGE_SIZE });
  const { page } = query;
  const { items, pagination } = await listPublicProperties(query);
  const cards = items.map(toPropertyCard);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:px-6">
      <nav aria-label="Ruta" className="text-sm text-muted">
        <Link href="/" className="hover:text-primary">
          Inicio
        </Link>
        <span aria-hidden> / </span>
        <span className="text-ink">Inmuebles</span>
      </nav>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">Inmuebles</h1>
        <p className="text-sm text-muted" data-testid="result-count">
          {pagination.total === 1 ? '1 inmueble encontrado' : `${formatNumber(pagination.total)} inmuebles encontrados`}
        </p>
      </div>

      {cards.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-ink">No se encontraron propiedades</p>
          <p className="mt-2 text-muted">Intenta ajustar los filtros para ver más resultados.</p>
          {page > 1 && (
            <Link href="/listing" className="mt-4 inline-block font-semibold text-primary hover:underline">
              Volver a la primera página
            </Link>
          )}
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card, index) => (
            <li key={card.id}>
              <PropertyCard property={card} priority={index === 0} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}

      <Pagination
        page={pagination.page}
        pages={pagination.pages}
        hrefFor={(n) => {
          const qs = new URLSearchParams({ ...filters, page: String(n) });
          if (n === 1) qs.delete('page');
          return qs.size > 0 ? `/listing?${qs}` : '/listing';
        }}
      />
    </div>
  );
}

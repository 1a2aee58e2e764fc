import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { PropertyCard } from '@/components/property/property-card';
import { NotFoundError } from '@/lib/domain/errors';
import { formatShortDate } from '@/lib/format';
import { selectionByToken } from '@/lib/services/cruces';

// A client's personal link (docs/cruce.md#enviar-seleccion): no account, never indexed, never sent
// on as a referrer, never in the sitemap, and never kept by the page cache (it skips noindex
// pages), so a listing unpublished since drops out on the next load. Unknown or expired: a 404.
export const metadata: Metadata = {
  title: 'Inmuebles seleccionados para ti',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

async function load(token: string) {
  return selectionByToken(token).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
}

/** /seleccion/{token}: the listings an agent chose for a client, those still on offer. */
export default async function SelectionPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const selection = await load(token);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:px-6">
      <h1 className="text-3xl font-bold text-ink">Inmuebles seleccionados para ti</h1>
      <p className="mt-2 text-muted">
        {selection.agentName ? `${selection.agentName}, tu asesor,` : 'Tu asesor'} eligió estos inmuebles según lo que
        buscas. Enlace válido hasta el {formatShortDate(selection.expiresAt)}.
      </p>
      {selection.cards.length ? (
        <div data-testid="selection-cards" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {selection.cards.map((card, index) => (
            <PropertyCard key={card.id} property={card} priority={index === 0} />
          ))}
        </div>
      ) : (
        <p role="status" className="mt-8 rounded-xl border border-slate-200 bg-white px-4 py-6 text-center text-ink">
          Los inmuebles de esta selección ya no están disponibles. Escríbele a tu asesor para recibir otras opciones.
        </p>
      )}
    </div>
  );
}

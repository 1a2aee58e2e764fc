import type { Metadata } from 'next';

import { ManageVisit } from '@/components/visit/manage-visit';
import { NotFoundError } from '@/lib/domain/errors';
import { visitByToken } from '@/lib/services/leads';
import { visitTokenParamSchema } from '@/lib/validation/visits';

// A personal link: never indexed, never sent on as a referrer, never kept by the page cache
// (which skips noindex pages), so a cancelled visit never shows as scheduled.
export const metadata: Metadata = {
  title: 'Tu visita',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

async function load(token: string) {
  if (!visitTokenParamSchema.safeParse({ token }).success) return null;
  // An unknown token reads as an invalid link; any other failure is the page's error.
  return visitByToken(token).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
}

/** /visita/{token}: the visitor's link from the confirmation e-mail, to cancel or move the visit. */
export default async function VisitPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const visit = await load(token);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 md:px-6">
      <h1 className="text-3xl font-bold text-ink">Tu visita</h1>
      <div className="mt-6">
        {visit ? (
          <ManageVisit token={token} initial={visit} />
        ) : (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            Este enlace de visita no es válido. Revisa el correo de confirmación o agenda una nueva visita desde la
            página del inmueble.
          </p>
        )}
      </div>
    </div>
  );
}

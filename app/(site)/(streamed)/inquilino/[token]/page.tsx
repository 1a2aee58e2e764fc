import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { TenantStatementView } from '@/components/tenant/tenant-statement-view';
import { NotFoundError } from '@/lib/domain/errors';
import { leaseByTenantToken } from '@/lib/services/rentals';

// The tenant's statement link (docs/rentals.md#the-tenants-statement-link): no account, never
// indexed, never sent on as a referrer, never kept by the page cache (not one of its pages), and a
// real 404 once revoked or when the lease has ended (lib/page-cache/eligible.ts).
export const metadata: Metadata = {
  title: 'Tu estado de cuenta',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/** The lease's id, the link's random id and its signature, base64url: checked again by the service. */
const TOKEN = /^[\w-]{60,120}$/;

async function load(token: string) {
  if (!TOKEN.test(token)) return null;
  return leaseByTenantToken(token).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
}

/** /inquilino/{token}: the tenant's balance, charges, payments and how to pay. */
export default async function TenantStatementPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const found = await load(decodeURIComponent(token));
  if (!found) notFound();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="text-3xl font-bold text-ink md:text-4xl">Tu estado de cuenta</h1>
      <p className="mt-2 text-muted">
        Lo que has pagado y lo que queda por pagar de tu arriendo. Este enlace es solo para ti: no lo compartas.
      </p>
      <div className="mt-6">
        <TenantStatementView statement={found.statement} />
      </div>
      <p className="mt-8 text-sm text-muted">
        ¿Preguntas o un pago que no aparece? Escríbele a la agencia. Las cifras se actualizan cada vez que abres esta
        página.
      </p>
    </div>
  );
}

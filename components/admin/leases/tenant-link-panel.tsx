'use client';

import { useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { primaryButton, secondaryButton } from '@/components/admin/buttons';
import { CopyInput, useCopy } from '@/components/admin/shared/copy-input';
import { FormAlert } from '@/components/ui/fields/status';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';

import { panel } from './lease-panel';

/**
 * The tenant's statement link (POST/DELETE /api/leases/{id}/tenant-link): create it to copy and
 * send, or revoke it (the page is then a 404).
 */
export function TenantLinkPanel({ leaseId, initialUrl }: { leaseId: string; initialUrl: string | null }) {
  const [url, setUrl] = useState(initialUrl);
  const [done, setDone] = useState<string | null>(null);
  const { busy, failure, run: send } = useSubmit({});
  const { copied, copy, reset } = useCopy(url ?? '');
  const path = `/api/leases/${leaseId}/tenant-link`;

  function run(method: 'POST' | 'DELETE') {
    setDone(null);
    reset();
    void send(async () => {
      const { data, message } = await adminFetch<{ url: string } | null>(path, { method });
      setUrl(method === 'POST' ? (data?.url ?? null) : null);
      setDone(message ?? (method === 'POST' ? LEASE_MESSAGES.linkCreated : LEASE_MESSAGES.linkRevoked));
    });
  }

  return (
    <section aria-labelledby="enlace-inquilino" className={panel}>
      <h2 id="enlace-inquilino" className="font-semibold text-ink">
        Enlace para el arrendatario
      </h2>
      <p className="text-sm text-muted">
        El arrendatario ve su estado de cuenta sin cuenta: saldo, cobros, pagos y cómo pagar.
      </p>
      {url && (
        <div className="space-y-2">
          <label htmlFor="tenant-link-url" className="block text-sm font-medium text-ink">
            Enlace para copiar
          </label>
          <div className="flex flex-col gap-2">
            <CopyInput id="tenant-link-url" value={url} className="border-slate-300 bg-surface font-mono text-xs" />
            <button type="button" className={secondaryButton} onClick={() => void copy()}>
              {copied ? 'Copiado' : 'Copiar'}
            </button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {!url && (
          <button type="button" className={primaryButton} disabled={busy} onClick={() => run('POST')}>
            Crear enlace para el arrendatario
          </button>
        )}
        {url && (
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => run('DELETE')}>
            Revocar enlace
          </button>
        )}
      </div>
      {failure ? (
        <FormAlert tone="error">{failure}</FormAlert>
      ) : (
        done !== null && <FormAlert tone="success">{done}</FormAlert>
      )}
    </section>
  );
}

'use client';

import { useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { primaryButton, secondaryButton } from '@/components/admin/buttons';
import { CopyInput, useCopy } from '@/components/admin/shared/copy-input';
import { FormAlert } from '@/components/ui/fields/status';
import { useSubmit } from '@/components/ui/fields/use-submit';
import type { OwnerReportLinkView } from '@/lib/validation/owner-report';

/**
 * The owner's link on the panel's report page: create (or show) it to copy and send, or revoke it
 * (POST/DELETE /api/properties/{id}/report-link).
 */
export function ReportLinkPanel({ propertyId, initial }: { propertyId: string; initial: OwnerReportLinkView | null }) {
  const [link, setLink] = useState(initial);
  const [done, setDone] = useState<string | null>(null);
  const { busy, failure, run: send } = useSubmit({ unknown: 'Error inesperado' });
  const { copied, copy, reset } = useCopy(link?.url ?? '');
  const path = `/api/properties/${propertyId}/report-link`;

  function run(method: 'POST' | 'DELETE') {
    setDone(null);
    reset();
    void send(async () => {
      const { data, message } = await adminFetch<OwnerReportLinkView | { revoked: number }>(path, { method });
      setLink(method === 'POST' ? (data as OwnerReportLinkView) : null);
      setDone(message ?? '');
    });
  }

  return (
    <section
      aria-label="Enlace para el propietario"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-ink">Enlace para el propietario</h2>
      <p className="text-sm text-muted">
        El propietario ve este informe sin cuenta, con su enlace, mientras el mandato esté vigente. Cada mes también le
        llega por correo.
      </p>
      {link && (
        <div className="space-y-2">
          <label htmlFor="owner-report-url" className="block text-sm font-medium text-ink">
            Enlace para copiar
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <CopyInput
              id="owner-report-url"
              value={link.url}
              className="border-slate-300 bg-surface font-mono text-xs"
            />
            <button type="button" className={secondaryButton} onClick={() => void copy()}>
              {copied ? 'Copiado' : 'Copiar'}
            </button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButton} disabled={busy} onClick={() => run('POST')}>
          Crear enlace para el propietario
        </button>
        {link && (
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

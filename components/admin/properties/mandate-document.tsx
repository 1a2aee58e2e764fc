'use client';

import { useRef } from 'react';

import { formatShortDate } from '@/lib/format';
import type { ApiMandate } from '@/lib/validation/mandates';

import { secondaryButton } from '../buttons';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-CO')} KB`;

/** The mandate's signed contract: what is stored, "Subir contrato (PDF)" and "Descargar contrato". */
export function MandateDocument({
  mandate,
  href,
  uploading,
  disabled,
  onUpload,
}: {
  mandate: ApiMandate | null;
  /** GET of the stored PDF, POST of a new one. */
  href: string;
  uploading: boolean;
  disabled: boolean;
  onUpload: (file: File) => Promise<unknown>;
}) {
  const file = useRef<HTMLInputElement>(null);
  const upload = (chosen: File | undefined) => {
    if (!chosen) return;
    void onUpload(chosen).finally(() => {
      if (file.current) file.current.value = '';
    });
  };

  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-ink">Contrato firmado</h3>
      {!mandate ? (
        <p className="mt-1 text-sm text-muted">Registra primero el mandato para subir su contrato.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            {mandate.document
              ? `PDF de ${kb(mandate.document.size)}, subido el ${formatShortDate(mandate.document.uploadedAt)}.`
              : 'Aún no hay contrato. Un PDF de 10 MB como máximo; solo lo ve el personal.'}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <label className={`${secondaryButton} cursor-pointer has-[:focus-visible]:outline-2`}>
              {uploading ? 'Subiendo...' : 'Subir contrato (PDF)'}
              <input
                ref={file}
                type="file"
                accept="application/pdf,.pdf"
                className="sr-only"
                disabled={disabled}
                onChange={(e) => upload(e.target.files?.[0])}
              />
            </label>
            {mandate.document && (
              <a href={href} download className={secondaryButton}>
                Descargar contrato
              </a>
            )}
          </div>
        </>
      )}
    </div>
  );
}

'use client';

import type { ReactNode } from 'react';

import { secondaryButton } from '@/components/admin/buttons';
import { CopyInput, useCopy } from '@/components/admin/shared/copy-input';

/**
 * A secret the server shows this once (an API key's, a webhook's signing secret): what it is, why
 * to copy it now, the secret selected on focus, "Copiar" and "Ya lo guardé".
 */
export function SecretOnce({
  id,
  label,
  title,
  note,
  secret,
  onClose,
}: {
  /** The secret's box: its id and test id. */
  id: string;
  /** The box's name for screen readers. */
  label: string;
  title: ReactNode;
  note: ReactNode;
  secret: string;
  onClose: () => void;
}) {
  const { copied, copy } = useCopy(secret);
  return (
    <div role="status" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-semibold text-amber-950">{title}</p>
      <p className="text-sm text-amber-950">{note}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <CopyInput id={id} value={secret} testId={id} className="border-amber-300 bg-white font-mono text-xs" />
        <button type="button" onClick={() => void copy()} className={secondaryButton}>
          {copied ? 'Copiado' : 'Copiar'}
        </button>
        <button type="button" onClick={onClose} className={secondaryButton}>
          Ya lo guardé
        </button>
      </div>
    </div>
  );
}

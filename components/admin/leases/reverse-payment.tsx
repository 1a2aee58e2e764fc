'use client';

import { useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { secondaryButton } from '@/components/admin/buttons';
import type { NoticeState } from '@/components/admin/shared/notice';
import { TextField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { LEDGER_MESSAGES } from '@/lib/domain/rentals/ledger-messages';
import type { StatementPayment } from '@/lib/domain/rentals/types';
import { paymentReversalSchema } from '@/lib/validation/lease-payments';

import { pesos } from './labels';

/**
 * An admin's "Revertir" under a payment (DELETE /api/leases/{id}/payments/{paymentId} {reason}):
 * the payment stays in the ledger, undone by a reversal that keeps who and why.
 */
export function ReversePayment({
  leaseId,
  payment,
  onSaved,
}: {
  leaseId: string;
  payment: StatementPayment;
  onSaved: (notice: NonNullable<NoticeState>) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const { busy, failure, submit } = useSubmit({ setErrors });

  const reverse = () =>
    submit(paymentReversalSchema.safeParse({ reason }), async (json) => {
      const sent = await adminFetch(`/api/leases/${leaseId}/payments/${payment.id}`, { method: 'DELETE', json });
      setOpen(false);
      onSaved({ kind: 'success', text: sent.message ?? LEDGER_MESSAGES.paymentReversed });
    });

  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-xs font-semibold text-rose-800 hover:underline"
      >
        Revertir<span className="sr-only"> el pago de {pesos(payment.amount)}</span>
      </button>
    );
  return (
    <div
      role="group"
      aria-label={`Revertir el pago de ${pesos(payment.amount)}`}
      className="space-y-2 rounded-lg bg-rose-50 p-3"
    >
      <TextField
        look={adminLook}
        label="Motivo de la reversión"
        autoComplete="off"
        value={reason}
        error={errors.reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors({});
        }}
      />
      {failure && (
        <p role="alert" className="text-xs font-medium text-rose-800">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => void reverse()}
          className="rounded-lg bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          Revertir pago
        </button>
        <button type="button" onClick={() => setOpen(false)} className={secondaryButton}>
          Cancelar
        </button>
      </div>
    </div>
  );
}

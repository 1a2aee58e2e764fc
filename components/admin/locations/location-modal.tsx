'use client';

import { useEffect, useId, useRef, useState } from 'react';

import { primaryButton, secondaryButton } from '@/components/admin/buttons';
import { TextField } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';
import { checkedBy, refuse, useSubmit } from '@/components/ui/fields/use-submit';

export type ModalTarget = {
  kind: 'ciudad' | 'localidad';
  /** Present when editing: the code is the record's key and stays fixed. */
  editing?: { name: string; code: string };
  parents: Array<{ label: string; value: string }>;
};

type Props = {
  target: ModalTarget;
  onClose: () => void;
  onSave: (values: { name: string; code: string }) => Promise<string | null>;
};

/**
 * Add/edit modal (docs/admin-panel.md#locations): name and code required, parents read-only. A native modal
 * <dialog> keeps focus inside, closes on Escape and returns focus to the opener.
 */
export function LocationModal({ target, onClose, onSave }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [name, setName] = useState(target.editing?.name ?? '');
  const [code, setCode] = useState(target.editing?.code ?? '');
  const { busy: saving, failure: error, submit: send } = useSubmit({});
  const noun = target.kind === 'ciudad' ? 'ciudad' : 'localidad';

  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    nameInput.current?.focus(); // the first field to fill, not the read-only parents
    return () => dialog?.close();
  }, []);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const missing = !name.trim() || !code.trim() ? 'El nombre y el código son obligatorios' : undefined;
    void send(checkedBy({ name: name.trim(), code: code.trim() }, { form: missing }), async (values) => {
      const failure = await onSave(values);
      if (failure) refuse(failure);
    });
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl p-0 shadow-2xl backdrop:bg-black/50"
    >
      <form onSubmit={submit} noValidate className="space-y-4 p-6">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {target.editing ? `Editar ${noun}` : `Agregar ${noun}`}
        </h2>
        {target.parents.map((parent) => (
          <TextField
            key={parent.label}
            look={panelLook}
            label={parent.label}
            readOnly
            value={parent.value}
            controlClassName="bg-slate-100 text-muted"
          />
        ))}
        <TextField
          look={panelLook}
          label="Nombre"
          ref={nameInput}
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          look={panelLook}
          label="Código"
          required
          inputMode="numeric"
          readOnly={Boolean(target.editing)}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          hint={
            target.editing ? 'El código identifica el registro y no se puede cambiar.' : 'Código DANE: solo dígitos.'
          }
          controlClassName={target.editing ? 'bg-slate-100 text-muted' : undefined}
        />
        {error && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3 pt-2">
          <button type="button" onClick={onClose} className={secondaryButton}>
            Cancelar
          </button>
          <button type="submit" disabled={saving} className={primaryButton}>
            {saving ? 'Guardando...' : 'Guardar'}
          </button>
        </div>
      </form>
    </dialog>
  );
}

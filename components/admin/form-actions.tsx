import { SubmitButton } from '@/components/ui/fields/submit-button';

import { primaryButton, secondaryButton } from './buttons';

/** The closing row of an admin form opened in place (demand, owner): Cancelar, where given, and the submit. */
export function FormActions({ busy, label, onCancel }: { busy: boolean; label: string; onCancel?: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      {onCancel && (
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancelar
        </button>
      )}
      <SubmitButton busy={busy} label={label} busyLabel="Guardando..." className={primaryButton} />
    </div>
  );
}

import { SelectField } from '@/components/ui/fields/field';
import type { FieldLook } from '@/components/ui/fields/looks';
import { ALERT_FREQUENCIES, type AlertFrequency } from '@/lib/domain/alert-window';
import { FREQUENCY_LABELS } from '@/lib/domain/saved-searches';

const OPTIONS = ALERT_FREQUENCIES.map((f) => [f, FREQUENCY_LABELS[f]] as const);

/** The alert frequency of a saved search: inmediata, diaria, semanal or ninguna. */
export function FrequencySelect({
  look,
  id,
  value,
  onChange,
}: {
  look: FieldLook;
  id: string;
  value: AlertFrequency;
  onChange: (frequency: AlertFrequency) => void;
}) {
  return (
    <SelectField
      look={look}
      id={id}
      label="Alertas por correo"
      value={value}
      onChange={(e) => onChange(e.target.value as AlertFrequency)}
      options={OPTIONS}
    />
  );
}

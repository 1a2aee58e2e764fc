import { ALERT_FREQUENCIES, type AlertFrequency } from '@/lib/domain/alert-window';
import { FREQUENCY_LABELS } from '@/lib/domain/saved-searches';

/** The alert frequency of a saved search: inmediata, diaria, semanal or ninguna. */
export function FrequencySelect({
  id,
  value,
  onChange,
  className,
}: {
  id: string;
  value: AlertFrequency;
  onChange: (frequency: AlertFrequency) => void;
  className: string;
}) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as AlertFrequency)} className={className}>
      {ALERT_FREQUENCIES.map((f) => (
        <option key={f} value={f}>
          {FREQUENCY_LABELS[f]}
        </option>
      ))}
    </select>
  );
}

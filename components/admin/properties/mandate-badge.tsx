import { mandateStatusLabel, type MandateStatus } from '@/lib/domain/mandates';

const TONES: Record<MandateStatus | 'none', string> = {
  vigente: 'bg-emerald-100 text-emerald-800',
  por_vencer: 'bg-amber-100 text-amber-900',
  vencido: 'bg-rose-100 text-rose-900',
  terminado: 'bg-slate-200 text-slate-800',
  none: 'bg-slate-100 text-slate-700',
};

/** A property's mandate status as a label ("Sin mandato" when it has none). docs/mandates.md. */
export function MandateBadge({ status }: { status: MandateStatus | null | undefined }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status ?? 'none']}`}
    >
      {mandateStatusLabel(status)}
    </span>
  );
}

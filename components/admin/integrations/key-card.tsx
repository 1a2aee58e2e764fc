import { secondaryButton } from '@/components/admin/buttons';
import { formatDateTime } from '@/components/admin/leads/labels';
import { API_KEY_STATUS_LABELS, API_SCOPE_LABELS, type ApiKeyStatus } from '@/lib/domain/api-keys';
import { formatShortDate } from '@/lib/format';
import type { ApiApiKey } from '@/lib/validation/api-keys';

const STATUS_STYLES: Record<ApiKeyStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  revoked: 'bg-slate-100 text-slate-700 ring-slate-300',
  expired: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** One key: name, hint of the secret, status, scopes, dates, last use, and "Revocar" while it works. */
export function KeyCard({ apiKey: key, busy, onRevoke }: { apiKey: ApiApiKey; busy: boolean; onRevoke: () => void }) {
  return (
    <li data-testid="api-key-row" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words text-base font-semibold text-ink">{key.name}</h3>
          <p className="font-mono text-xs text-muted">{key.prefix}</p>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLES[key.status]}`}>
          {API_KEY_STATUS_LABELS[key.status]}
        </span>
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Permisos">
        {key.scopes.map((scope) => (
          <li
            key={scope}
            title={API_SCOPE_LABELS[scope]}
            className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs text-ink"
          >
            {scope}
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Creada</dt>
        <dd className="text-ink">
          {formatShortDate(key.createdAt)} por {key.createdBy.name}
        </dd>
        <dt className="text-muted">Vence</dt>
        <dd className="text-ink">{key.expiresAt ? formatDateTime(key.expiresAt) : 'No vence'}</dd>
        <dt className="text-muted">Último uso</dt>
        <dd className="break-words text-ink">
          {key.lastUsedAt ? `${formatDateTime(key.lastUsedAt)} desde ${key.lastUsedIp ?? '—'}` : 'Nunca'}
        </dd>
        <dt className="text-muted">Límite</dt>
        <dd className="text-ink">{key.rateLimit.toLocaleString('es-CO')} solicitudes por minuto</dd>
        {key.revokedAt && (
          <>
            <dt className="text-muted">Revocada</dt>
            <dd className="text-ink">{formatDateTime(key.revokedAt)}</dd>
          </>
        )}
      </dl>
      {key.status !== 'revoked' && (
        <button type="button" onClick={onRevoke} disabled={busy} className={`mt-3 ${secondaryButton}`}>
          {busy ? 'Revocando...' : 'Revocar'}
          <span className="sr-only"> la llave {key.name}</span>
        </button>
      )}
    </li>
  );
}

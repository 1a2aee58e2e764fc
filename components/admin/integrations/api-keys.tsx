'use client';

import { useState, type FormEvent } from 'react';

import { AdminApiError, adminFetch } from '@/components/admin/api-client';
import { secondaryButton } from '@/components/admin/buttons';
import { FormActions } from '@/components/admin/form-actions';
import { formatDateTime } from '@/components/admin/leads/labels';
import { ListEmpty, ListLoading } from '@/components/admin/list-screen';
import { Section } from '@/components/admin/section';
import { Notice, type NoticeState } from '@/components/admin/shared/notice';
import { useLoad } from '@/components/admin/shared/use-load';
import { CheckboxGroup } from '@/components/ui/fields/choice';
import { NumberField, TextField } from '@/components/ui/fields/field';
import { adminLook, noteCheckLook } from '@/components/ui/fields/looks';
import { FormAlert } from '@/components/ui/fields/status';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import {
  API_KEY_STATUS_LABELS,
  API_SCOPE_LABELS,
  API_SCOPES,
  RATE_LIMIT,
  type ApiKeyStatus,
  type ApiScope,
} from '@/lib/domain/api-keys';
import { formatShortDate } from '@/lib/format';
import { apiKeyCreateSchema, type ApiApiKey } from '@/lib/validation/api-keys';

const REVOKE_QUESTION = (name: string) =>
  `¿Revocar la llave «${name}»? Los sistemas que la usan recibirán 401 desde su siguiente solicitud. No se puede deshacer.`;

const STATUS_STYLES: Record<ApiKeyStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  revoked: 'bg-slate-100 text-slate-700 ring-slate-300',
  expired: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/**
 * /admin/integraciones, the API keys: the list (never a secret), a form to create one, the new
 * secret shown once with a copy button, and "Revocar" with a confirmation (docs/api-keys.md).
 */
export function ApiKeysSection() {
  const list = useLoad<ApiApiKey[]>('/api/api-keys');
  const [notice, setNotice] = useState<NoticeState>(null);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function revoke(key: ApiApiKey) {
    if (!window.confirm(REVOKE_QUESTION(key.name))) return;
    setBusy(key.id);
    try {
      const { message } = await adminFetch(`/api/api-keys/${key.id}`, { method: 'DELETE' });
      setNotice({ kind: 'success', text: `${message ?? 'Listo'}: ${key.name}` });
      list.reload();
    } catch (error) {
      setNotice({ kind: 'error', text: (error as Error).message });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Section title="Llaves de API">
      <div className="space-y-5">
        <p className="text-sm text-muted">
          Para que otros sistemas usen la API con permisos acotados, sin la contraseña de una persona: envían{' '}
          <code className="rounded bg-slate-100 px-1 text-xs">Authorization: Bearer ib_…</code>. Cada llave tiene un
          límite de solicitudes por minuto.
        </p>
        <Notice notice={notice} onClose={() => setNotice(null)} floating />
        {created && <NewSecret {...created} onClose={() => setCreated(null)} />}
        <KeyForm
          onCreated={(key, secret) => {
            setCreated({ name: key.name, secret });
            list.reload();
          }}
        />
        {list.error && <Notice notice={{ kind: 'error', text: `Error al cargar las llaves: ${list.error}` }} />}
        {list.loading ? (
          <ListLoading>Cargando llaves...</ListLoading>
        ) : !list.data?.length ? (
          <ListEmpty title="No hay llaves de API">Crea una con «Crear llave».</ListEmpty>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Llaves de API">
            {list.data.map((key) => (
              <KeyCard key={key.id} apiKey={key} busy={busy === key.id} onRevoke={() => void revoke(key)} />
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

/** The secret of the key just created: shown this once, with a copy button. */
function NewSecret({ name, secret, onClose }: { name: string; secret: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div role="status" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-semibold text-amber-950">Llave «{name}» creada. Copia el secreto ahora:</p>
      <p className="text-sm text-amber-950">No se volverá a mostrar. Si lo pierdes, revoca esta llave y crea otra.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="api-key-secret" className="sr-only">
          Secreto de la llave
        </label>
        <input
          id="api-key-secret"
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-amber-300 bg-white px-3 py-2 font-mono text-xs text-ink"
          data-testid="api-key-secret"
        />
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

type Key = 'name' | 'expiresAt' | 'rateLimit';

/** "Nombre", the scopes, "Vence el" (optional) and the limit a minute: POST /api/api-keys. */
function KeyForm({ onCreated }: { onCreated: (key: ApiApiKey, secret: string) => void }) {
  const initial: Record<Key, string> = { name: '', expiresAt: '', rateLimit: String(RATE_LIMIT.default) };
  const { values, setValues, errors, setErrors, bind } = useFormValues<Key>(initial);
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const parsed = apiKeyCreateSchema.safeParse({
      name: values.name,
      scopes,
      ...(values.expiresAt && { expiresAt: values.expiresAt }),
      ...(values.rateLimit.trim() && { rateLimit: Number(values.rateLimit) }),
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'form')] ??= issue.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      const { data } = await adminFetch<{ key: ApiApiKey; secret: string }>('/api/api-keys', {
        method: 'POST',
        json: parsed.data.expiresAt ? { ...parsed.data, expiresAt: values.expiresAt } : parsed.data,
      });
      setValues(initial);
      setScopes([]);
      onCreated(data.key, data.secret);
    } catch (error) {
      if (error instanceof AdminApiError && error.errors?.length)
        setErrors(Object.fromEntries(error.errors.map((e) => [e.field.split('.')[0], e.message])));
      setFailure(error instanceof AdminApiError ? error.message : 'Error desconocido');
    } finally {
      setBusy(false);
    }
  }

  const toggle = (scope: ApiScope, on: boolean) => {
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
    setErrors(({ scopes: _cleared, ...rest }) => rest);
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="llave-form-titulo"
      className="space-y-4 rounded-xl border border-slate-200 p-4"
    >
      <h3 id="llave-form-titulo" className="text-base font-semibold text-ink">
        Nueva llave
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          look={adminLook}
          label="Nombre"
          autoComplete="off"
          placeholder="Portal aliado, CRM…"
          className="sm:col-span-3"
          {...bind('name')}
        />
        <TextField
          look={adminLook}
          label="Vence el"
          type="date"
          optional
          hint="Vacío: no vence"
          {...bind('expiresAt')}
        />
        <NumberField
          look={adminLook}
          label="Solicitudes por minuto"
          min={RATE_LIMIT.min}
          max={RATE_LIMIT.max}
          step={1}
          inputMode="numeric"
          hint={`Entre ${RATE_LIMIT.min} y ${RATE_LIMIT.max.toLocaleString('es-CO')}`}
          {...bind('rateLimit')}
        />
      </div>
      <CheckboxGroup
        legend="Permisos"
        look={noteCheckLook}
        className="space-y-2"
        legendClassName="text-sm font-medium text-ink"
        listClassName="grid gap-2 sm:grid-cols-2"
        items={API_SCOPES.map((scope) => ({
          key: scope,
          name: 'scopes',
          value: scope,
          checked: scopes.includes(scope),
          onChange: (on: boolean) => toggle(scope, on),
          children: (
            <>
              <span className="font-mono text-xs font-semibold">{scope}</span>
              <span className="block text-muted">{API_SCOPE_LABELS[scope]}</span>
            </>
          ),
        }))}
      />
      {errors.scopes && (
        <p role="alert" className="text-xs font-medium text-rose-700">
          {errors.scopes}
        </p>
      )}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <FormActions busy={busy} label="Crear llave" />
    </form>
  );
}

/** One key: name, hint of the secret, status, scopes, dates, last use, and "Revocar" while it works. */
function KeyCard({ apiKey: key, busy, onRevoke }: { apiKey: ApiApiKey; busy: boolean; onRevoke: () => void }) {
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

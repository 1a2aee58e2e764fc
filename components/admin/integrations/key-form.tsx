'use client';

import { useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { FormCard } from '@/components/admin/shared/form-card';
import { CheckboxGroup } from '@/components/ui/fields/choice';
import { NumberField, TextField } from '@/components/ui/fields/field';
import { adminLook, noteCheckLook } from '@/components/ui/fields/looks';
import { GroupError } from '@/components/ui/fields/status';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { API_SCOPE_LABELS, API_SCOPES, RATE_LIMIT, type ApiScope } from '@/lib/domain/api-keys';
import { apiKeyCreateSchema, type ApiApiKey } from '@/lib/validation/api-keys';

type Key = 'name' | 'expiresAt' | 'rateLimit';

/** "Nombre", the scopes, "Vence el" (optional) and the limit a minute: POST /api/api-keys. */
export function KeyForm({ onCreated }: { onCreated: (key: ApiApiKey, secret: string) => void }) {
  const initial: Record<Key, string> = { name: '', expiresAt: '', rateLimit: String(RATE_LIMIT.default) };
  const { values, setValues, errors, setErrors, bind } = useFormValues<Key>(initial);
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const { busy, failure, submit } = useSubmit({ setErrors });

  const send = () =>
    submit(
      apiKeyCreateSchema.safeParse({
        name: values.name,
        scopes,
        ...(values.expiresAt && { expiresAt: values.expiresAt }),
        ...(values.rateLimit.trim() && { rateLimit: Number(values.rateLimit) }),
      }),
      async (body) => {
        const { data } = await adminFetch<{ key: ApiApiKey; secret: string }>('/api/api-keys', {
          method: 'POST',
          json: body.expiresAt ? { ...body, expiresAt: values.expiresAt } : body,
        });
        setValues(initial);
        setScopes([]);
        onCreated(data.key, data.secret);
      },
    );

  const toggle = (scope: ApiScope, on: boolean) => {
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
    setErrors(({ scopes: _cleared, ...rest }) => rest);
  };

  return (
    <FormCard
      titleId="llave-form-titulo"
      title="Nueva llave"
      heading="h3"
      titleClassName="text-base font-semibold text-ink"
      className="space-y-4 rounded-xl border border-slate-200 p-4"
      onSubmit={send}
      failure={failure}
      actions={{ busy, label: 'Crear llave' }}
    >
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
      <GroupError error={errors.scopes} className="" alert />
    </FormCard>
  );
}

'use client';

import { useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { ListEmpty, ListLoading } from '@/components/admin/list-screen';
import { Section } from '@/components/admin/section';
import { Notice, type NoticeState } from '@/components/admin/shared/notice';
import { useLoad } from '@/components/admin/shared/use-load';
import { useRowAction } from '@/components/admin/shared/use-row-action';
import type { ApiApiKey } from '@/lib/validation/api-keys';

import { KeyCard } from './key-card';
import { KeyForm } from './key-form';
import { SecretOnce } from './secret-once';

const REVOKE_QUESTION = (name: string) =>
  `¿Revocar la llave «${name}»? Los sistemas que la usan recibirán 401 desde su siguiente solicitud. No se puede deshacer.`;

/**
 * /admin/integraciones, the API keys: the list (never a secret), a form to create one, the new
 * secret shown once with a copy button, and "Revocar" with a confirmation (docs/api-keys.md).
 */
export function ApiKeysSection() {
  const list = useLoad<ApiApiKey[]>('/api/api-keys');
  const [notice, setNotice] = useState<NoticeState>(null);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const { busy, act } = useRowAction({ onFailure: (text) => setNotice({ kind: 'error', text }) });

  function revoke(key: ApiApiKey) {
    if (!window.confirm(REVOKE_QUESTION(key.name))) return;
    void act(key.id, async () => {
      const { message } = await adminFetch(`/api/api-keys/${key.id}`, { method: 'DELETE' });
      setNotice({ kind: 'success', text: `${message ?? 'Listo'}: ${key.name}` });
      list.reload();
    });
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
        {created && (
          <SecretOnce
            id="api-key-secret"
            label="Secreto de la llave"
            title={`Llave «${created.name}» creada. Copia el secreto ahora:`}
            note="No se volverá a mostrar. Si lo pierdes, revoca esta llave y crea otra."
            secret={created.secret}
            onClose={() => setCreated(null)}
          />
        )}
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
              <KeyCard key={key.id} apiKey={key} busy={busy === key.id} onRevoke={() => revoke(key)} />
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

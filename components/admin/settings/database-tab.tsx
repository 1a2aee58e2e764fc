'use client';

import { useRef, useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { secondaryButton } from '@/components/admin/buttons';
import { Notice, type NoticeState } from '@/components/admin/shared/notice';
import { useLoad } from '@/components/admin/shared/use-load';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { formatNumber } from '@/lib/format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

const count = (load: { loading: boolean; pagination?: { total: number } }) =>
  load.loading ? '…' : load.pagination ? formatNumber(load.pagination.total) : 'No disponible';

/** Live figures from the existing endpoints, and the settings file tools. */
export function DatabaseTab({ onChanged }: { onChanged: () => void }) {
  const health = useLoad<{ database: string; latencyMs: number | null; uptimeSeconds: number }>('/api/health');
  const stats = useLoad<{ totalProperties: number; totalViews: number }>('/api/properties/stats');
  const news = useLoad<unknown[]>('/api/news?limit=1');
  const leads = useLoad<unknown[]>('/api/leads?limit=1');
  const [notice, setNotice] = useState<NoticeState>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const form = useSubmit({
    unknown: 'Error al guardar la configuración',
    onFailure: (text) => setNotice({ kind: 'error', text }),
  });
  const run = (action: () => Promise<{ message?: string }>) =>
    form.run(async () => {
      const { message } = await action();
      setNotice({ kind: 'success', text: message ?? 'Listo' });
      onChanged();
    });

  async function importFile(file: File | undefined) {
    if (!file) return;
    const form = new FormData();
    form.set('settings', file);
    await run(() => adminFetch('/api/settings/import', { method: 'POST', form }));
    if (fileInput.current) fileInput.current.value = '';
  }

  const connected = health.data?.database === 'ok';
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Figure
          label="Estado de la base de datos"
          value={health.loading ? '…' : connected ? 'Conectada' : 'Sin conexión'}
        />
        <Figure
          label="Latencia"
          value={
            health.data?.latencyMs != null ? `${health.data.latencyMs} ms` : health.loading ? '…' : 'No disponible'
          }
        />
        <Figure
          label="Propiedades"
          value={stats.loading ? '…' : stats.data ? formatNumber(stats.data.totalProperties) : 'No disponible'}
        />
        <Figure
          label="Vistas de propiedades"
          value={stats.loading ? '…' : stats.data ? formatNumber(stats.data.totalViews) : 'No disponible'}
        />
        <Figure label="Noticias" value={count(news)} />
        <Figure label="Solicitudes recibidas" value={count(leads)} />
      </dl>
      <button
        type="button"
        onClick={() => [health, stats, news, leads].forEach((l) => l.reload())}
        className={secondaryButton}
      >
        Actualizar cifras
      </button>
      <section aria-labelledby="settings-file" className="space-y-3 rounded-xl border border-slate-200 p-4">
        <h2 id="settings-file" className="text-base font-semibold text-ink">
          Archivo de configuración
        </h2>
        <Notice notice={notice} onClose={() => setNotice(null)} />
        <div className="flex flex-wrap gap-3">
          <a href="/api/settings/export" download className={secondaryButton}>
            Exportar configuración
          </a>
          <label className={`${secondaryButton} cursor-pointer focus-within:outline-2 focus-within:outline-primary`}>
            Importar configuración
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              className="sr-only"
              onChange={(e) => importFile(e.target.files?.[0])}
            />
          </label>
          <button
            type="button"
            onClick={() =>
              window.confirm('¿Restablecer toda la configuración a los valores por defecto?') &&
              run(() => adminFetch('/api/settings/reset', { method: 'POST' }))
            }
            className={`${secondaryButton} text-red-700`}
          >
            Restablecer valores por defecto
          </button>
        </div>
      </section>
    </div>
  );
}

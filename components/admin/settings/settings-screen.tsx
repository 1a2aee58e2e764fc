'use client';

import { useEffect, useState } from 'react';

import { AdminApiError, adminFetch } from '@/components/admin/api-client';
import { primaryButton } from '@/components/admin/buttons';
import { Tabs } from '@/components/admin/locations/location-tabs';
import { Notice } from '@/components/admin/shared/notice';
import { DEFAULT_SETTINGS, type SettingsSection, type SiteSettings } from '@/lib/domain/settings';

import { AppearanceTab } from './appearance-tab';
import { DatabaseTab } from './database-tab';
import { FeedPanel, type FeedSummary } from './feed-panel';
import { FinancingTab } from './financing-tab';
import { GeneralTab, IntegrationsTab, NotificationsTab, SecurityTab } from './section-tabs';

type Tab = SettingsSection | 'database';
const TABS: Array<{ id: Tab; label: string }> = [
  { id: 'general', label: 'General' },
  { id: 'database', label: 'Base de datos' },
  { id: 'security', label: 'Seguridad' },
  { id: 'notifications', label: 'Notificaciones' },
  { id: 'appearance', label: 'Apariencia' },
  { id: 'integrations', label: 'Integraciones' },
  { id: 'financing', label: 'Financiación' },
];

/** What PUT /api/settings/{section} takes: Cloudinary's status comes from the server, never sent. */
function payload(section: SettingsSection, settings: SiteSettings) {
  if (section !== 'integrations') return settings[section];
  const { googleAnalytics, facebookPixel, mapsProvider } = settings.integrations;
  return { googleAnalytics, facebookPixel, mapsProvider };
}

function failure(error: unknown): string {
  if (!(error instanceof AdminApiError)) return 'Error al guardar la configuración';
  if (error.errors?.length) return error.errors.map((e) => e.message).join('. ');
  return error.message || 'Error al guardar la configuración';
}

/** Settings (docs/admin-panel.md#settings): every tab bound and saved. */
export function SettingsScreen({ feed }: { feed: FeedSummary }) {
  const [tab, setTab] = useState<Tab>('general');
  const [settings, setSettings] = useState<SiteSettings | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [saving, setSaving] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    adminFetch<SiteSettings>('/api/settings').then(
      ({ data }) => live && (setSettings(data), setLoadError(false)),
      () => live && (setSettings(DEFAULT_SETTINGS), setLoadError(true)),
    );
    return () => {
      live = false;
    };
  }, [version]);

  async function save(section: SettingsSection) {
    if (!settings) return;
    setSaving('saving');
    setError(null);
    try {
      const { data } = await adminFetch<SiteSettings>(`/api/settings/${section}`, {
        method: 'PUT',
        json: payload(section, settings),
      });
      setSettings(data);
      setSaving('saved');
      setTimeout(() => setSaving('idle'), 3000); // 'Guardado' for 3 s
    } catch (err) {
      setSaving('idle');
      setError(failure(err));
      setTimeout(() => setError(null), 5000); // errors shown 5 s
    }
  }

  const update =
    <K extends SettingsSection>(key: K) =>
    (value: SiteSettings[K]) =>
      setSettings((s) => (s ? { ...s, [key]: value } : s));

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Configuración</h1>
          <p className="text-sm text-muted">
            Datos del sitio, seguridad, avisos, apariencia, integraciones y financiación.
          </p>
        </div>
        {tab !== 'database' && (
          <button
            type="button"
            disabled={!settings || saving === 'saving'}
            onClick={() => save(tab)}
            className={primaryButton}
          >
            {saving === 'saving' ? 'Guardando...' : saving === 'saved' ? 'Guardado' : 'Guardar Cambios'}
          </button>
        )}
      </div>
      {loadError && (
        <Notice notice={{ kind: 'error', text: 'Error al cargar la configuración. Usando valores por defecto.' }} />
      )}
      {error && <Notice notice={{ kind: 'error', text: error }} />}
      {saving === 'saved' && (
        <p role="status" className="sr-only">
          Configuración guardada
        </p>
      )}
      <Tabs tabs={TABS} active={tab} onTab={setTab} label="Secciones de la configuración" />
      <div
        role="tabpanel"
        id={`panel-${tab}`}
        aria-labelledby={`tab-${tab}`}
        className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        {!settings ? (
          <p role="status" className="text-center text-muted">
            Cargando configuración...
          </p>
        ) : tab === 'general' ? (
          <GeneralTab value={settings.general} onChange={update('general')} />
        ) : tab === 'security' ? (
          <SecurityTab value={settings.security} onChange={update('security')} />
        ) : tab === 'notifications' ? (
          <NotificationsTab value={settings.notifications} onChange={update('notifications')} />
        ) : tab === 'appearance' ? (
          <AppearanceTab value={settings.appearance} onChange={update('appearance')} />
        ) : tab === 'integrations' ? (
          <>
            <IntegrationsTab value={settings.integrations} onChange={update('integrations')} />
            <FeedPanel feed={feed} />
          </>
        ) : tab === 'financing' ? (
          <FinancingTab value={settings.financing} onChange={update('financing')} />
        ) : (
          <DatabaseTab onChanged={() => setVersion((v) => v + 1)} />
        )}
      </div>
    </section>
  );
}

'use client';

import { useEffect, useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { primaryButton } from '@/components/admin/buttons';
import { Tabs } from '@/components/admin/locations/location-tabs';
import { Notice } from '@/components/admin/shared/notice';
import { useSubmit, type Refusal } from '@/components/ui/fields/use-submit';
import { DEFAULT_SETTINGS, type SettingsSection, type SiteSettings } from '@/lib/domain/settings';

import { AppearanceTab } from './appearance-tab';
import { DatabaseTab } from './database-tab';
import { FeedPanel, type FeedSummary } from './feed-panel';
import { FinancingTab } from './financing-tab';
import { RentalsTab } from './rentals-tab';
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
  { id: 'rentals', label: 'Arriendos' },
];

/** What PUT /api/settings/{section} takes: Cloudinary's status comes from the server, never sent. */
function payload(section: SettingsSection, settings: SiteSettings) {
  if (section !== 'integrations') return settings[section];
  const { googleAnalytics, facebookPixel, mapsProvider } = settings.integrations;
  return { googleAnalytics, facebookPixel, mapsProvider };
}

function failure(message: string, refusal?: Refusal): string {
  if (refusal?.errors?.length) return refusal.errors.map((e) => e.message).join('. ');
  return message || 'Error al guardar la configuración';
}

/** Settings (docs/admin-panel.md#settings): every tab bound and saved. */
export function SettingsScreen({ feed }: { feed: FeedSummary }) {
  const [tab, setTab] = useState<Tab>('general');
  const [settings, setSettings] = useState<SiteSettings | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useSubmit({
    describe: failure,
    unknown: 'Error al guardar la configuración',
    onFailure: () => setTimeout(() => form.setFailure(''), 5000), // errors shown 5 s
  });
  const { busy: saving, failure: error } = form;
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

  function save(section: SettingsSection) {
    if (!settings) return;
    void form.run(async () => {
      setSaved(false);
      const { data } = await adminFetch<SiteSettings>(`/api/settings/${section}`, {
        method: 'PUT',
        json: payload(section, settings),
      });
      setSettings(data);
      setSaved(true);
      setTimeout(() => setSaved(false), 3000); // 'Guardado' for 3 s
    });
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
            Datos del sitio, seguridad, avisos, apariencia, integraciones, financiación y arriendos.
          </p>
        </div>
        {tab !== 'database' && (
          <button type="button" disabled={!settings || saving} onClick={() => save(tab)} className={primaryButton}>
            {saving ? 'Guardando...' : saved ? 'Guardado' : 'Guardar Cambios'}
          </button>
        )}
      </div>
      {loadError && (
        <Notice notice={{ kind: 'error', text: 'Error al cargar la configuración. Usando valores por defecto.' }} />
      )}
      {error && <Notice notice={{ kind: 'error', text: error }} />}
      {saved && !saving && (
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
        ) : tab === 'rentals' ? (
          <RentalsTab value={settings.rentals} onChange={update('rentals')} />
        ) : (
          <DatabaseTab onChanged={() => setVersion((v) => v + 1)} />
        )}
      </div>
    </section>
  );
}

'use client';

export type LocationTab = 'departments' | 'cities' | 'localities';

const TABS: Array<{ id: LocationTab; label: string }> = [
  { id: 'departments', label: 'Departamentos' },
  { id: 'cities', label: 'Ciudades' },
  { id: 'localities', label: 'Localidades' },
];

/** WAI-ARIA tabs: arrow keys move between them. */
export function LocationTabs({ tab, onTab }: { tab: LocationTab; onTab: (tab: LocationTab) => void }) {
  return <Tabs tabs={TABS} active={tab} onTab={onTab} label="Tipo de ubicación" />;
}

export function Tabs<T extends string>({
  tabs,
  active,
  onTab,
  label,
}: {
  tabs: Array<{ id: T; label: string }>;
  active: T;
  onTab: (id: T) => void;
  label: string;
}) {
  function onKey(event: React.KeyboardEvent) {
    const index = tabs.findIndex((t) => t.id === active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    onTab(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKey}
      className="flex gap-1 overflow-x-auto border-b border-slate-200"
    >
      {tabs.map((t) => (
        <button
          key={t.id}
          id={`tab-${t.id}`}
          type="button"
          role="tab"
          aria-selected={t.id === active}
          aria-controls={`panel-${t.id}`}
          tabIndex={t.id === active ? 0 : -1}
          onClick={() => onTab(t.id)}
          className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold ${t.id === active ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-ink'}`}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

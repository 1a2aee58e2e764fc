'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type KeyboardEvent } from 'react';

import { PLAN_TABS, plansOf, type PlanType } from '@/lib/domain/plans';

import { PlanCard } from './plan-card';

/**
 * /services: ARIA tabs (arrow keys, Home, End) whose choice lives in `?tab=`, written
 * with router.replace so switching adds no history entries; one plan expanded at a time.
 */
export function PlanTabs({ initialTab }: { initialTab: PlanType }) {
  const router = useRouter();
  const [tab, setTab] = useState<PlanType>(initialTab);
  const [expanded, setExpanded] = useState<string | null>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function select(next: PlanType, focus = false) {
    const index = PLAN_TABS.findIndex((t) => t.type === next);
    if (focus) tabRefs.current[index]?.focus();
    if (next === tab) return;
    setTab(next);
    setExpanded(null);
    router.replace(`/services?tab=${next}`, { scroll: false });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = PLAN_TABS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(PLAN_TABS[target].type, true);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Tipo de plan"
        className="mx-auto flex w-full max-w-md rounded-full bg-surface p-1.5"
      >
        {PLAN_TABS.map((t, index) => {
          const selected = t.type === tab;
          return (
            <button
              key={t.type}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${t.type}`}
              aria-selected={selected}
              aria-controls={`panel-${t.type}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(t.type)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`flex-1 rounded-full px-4 py-2.5 text-sm font-semibold transition-colors md:text-base ${
                selected ? 'bg-primary text-white shadow' : 'text-ink hover:text-primary'
              }`}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {PLAN_TABS.map((t) => (
        <div
          key={t.type}
          role="tabpanel"
          id={`panel-${t.type}`}
          aria-labelledby={`tab-${t.type}`}
          hidden={t.type !== tab}
          className="mt-10"
        >
          {t.type === tab && (
            <div
              className={`grid items-start gap-8 ${t.type === 'arriendo' ? 'lg:grid-cols-3' : 'mx-auto max-w-4xl md:grid-cols-2'}`}
            >
              {plansOf(t.type).map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  expanded={expanded === plan.id}
                  onToggle={() => setExpanded((current) => (current === plan.id ? null : plan.id))}
                />
              ))}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}

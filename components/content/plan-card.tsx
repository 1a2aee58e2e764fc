import Link from 'next/link';

import type { Plan } from '@/lib/domain/plans';

function Check() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-primary" fill="currentColor">
      <path d="M8.6 14.2 4.4 10l1.4-1.4 2.8 2.8 5.6-5.6L15.6 7z" />
    </svg>
  );
}

/** One plan: commission, description, features ('Ver Más' shows all of them) and its form link. */
export function PlanCard({ plan, expanded, onToggle }: { plan: Plan; expanded: boolean; onToggle: () => void }) {
  const featuresId = `plan-${plan.id}-features`;
  const features = expanded ? plan.fullFeatures : plan.shortFeatures;
  return (
    <article
      aria-labelledby={`plan-${plan.id}-name`}
      data-testid="plan-card"
      className={`relative flex flex-col rounded-3xl border bg-white p-6 shadow-sm md:p-8 ${
        plan.recommended ? 'border-primary ring-1 ring-primary' : 'border-slate-200'
      }`}
    >
      {plan.recommended && (
        <p className="absolute -top-3 left-6 rounded-full bg-secondary px-3 py-1 text-xs font-bold uppercase tracking-wide text-ink">
          Recomendado
        </p>
      )}
      <h3 id={`plan-${plan.id}-name`} className="text-xl font-bold text-ink">
        Plan {plan.name}
      </h3>
      <p className="mt-3 text-4xl font-extrabold tracking-tight text-primary" data-testid="plan-price">
        {plan.priceLabel}
      </p>
      <p className="mt-1 text-sm text-muted">
        {plan.type === 'arriendo' ? 'sobre el canon mensual' : 'sobre el valor de venta'}
      </p>
      {plan.requirement && (
        <p className="mt-3 rounded-xl bg-surface px-3 py-2 text-sm font-medium text-ink">{plan.requirement}</p>
      )}
      <p className="mt-4 leading-relaxed text-muted">{plan.description}</p>
      <ul id={featuresId} className="mt-5 flex-1 space-y-2.5 text-sm text-ink">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={featuresId}
        className="mt-5 self-start rounded-lg text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {expanded ? 'Ver Menos' : 'Ver Más'}
      </button>
      <Link
        href={`/plan-form?plan=${plan.id}`}
        className="mt-6 rounded-full bg-primary px-6 py-3 text-center font-semibold text-white hover:bg-primary-dark"
      >
        Seleccionar Plan
        <span className="sr-only">
          {' '}
          {plan.name} de {plan.type}
        </span>
      </Link>
    </article>
  );
}

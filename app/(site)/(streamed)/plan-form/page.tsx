import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';

import { PageHero } from '@/components/content/page-hero';
import { PlanRequestForm } from '@/components/content/plan-request-form';
import { findPlan } from '@/lib/domain/plans';

export const metadata: Metadata = {
  title: 'Solicitar plan',
  description: 'Solicita tu plan de arriendo o venta y un asesor te contactará en las próximas 24 horas.',
  alternates: { canonical: '/plan-form' },
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function PlanFormPage({ searchParams }: { searchParams: SearchParams }) {
  const { plan: planId } = await searchParams;
  const plan = findPlan(typeof planId === 'string' ? planId : undefined);
  if (!plan) redirect('/services');
  const tab = plan.type;

  return (
    <>
      <PageHero
        eyebrow="Solicitud de plan"
        title={`Plan ${plan.name} de ${tab === 'arriendo' ? 'arriendo' : 'venta'}`}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <aside
          aria-labelledby="resumen"
          className="h-fit self-start rounded-3xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-28"
        >
          <h2 id="resumen" className="text-sm font-semibold uppercase tracking-widest text-muted">
            Resumen del plan
          </h2>
          <p className="mt-3 text-xl font-bold text-ink">Plan {plan.name}</p>
          <p className="mt-1 text-3xl font-extrabold text-primary">{plan.priceLabel}</p>
          {plan.requirement && <p className="mt-2 text-sm text-muted">{plan.requirement}</p>}
          <p className="mt-4 text-sm leading-relaxed text-muted">{plan.description}</p>
          <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-ink">
            {plan.shortFeatures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <Link
            href={`/services?tab=${tab}`}
            className="mt-6 inline-block text-sm font-semibold text-primary hover:underline"
          >
            Cambiar de plan
          </Link>
        </aside>
        <section aria-labelledby="datos">
          <h2 id="datos" className="text-2xl font-bold text-ink">
            Tus datos
          </h2>
          <p className="mb-6 mt-2 text-muted">
            Completa el formulario y un asesor te llamará para explicarte el proceso.
          </p>
          <PlanRequestForm planId={plan.id} />
        </section>
      </div>
    </>
  );
}

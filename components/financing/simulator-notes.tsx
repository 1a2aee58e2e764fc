import Link from 'next/link';

import type { FinancingDefaults } from '@/lib/domain/financing';
import { formatPrice, formatPercent as pct } from '@/lib/format';

/** How /simulador computes, and how a crédito differs from a leasing, with Settings' figures. */
export function SimulatorNotes({ defaults: d }: { defaults: FinancingDefaults }) {
  return (
    <section aria-labelledby="como-funciona" className="grid gap-8 md:grid-cols-2">
      <div>
        <h2 id="como-funciona" className="text-2xl font-bold text-ink">
          Cómo calculamos
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-muted">
          <li>La tasa efectiva anual se convierte en tasa mensual: (1 + EA)^(1/12) − 1.</li>
          <li>La cuota es fija durante todo el plazo (amortización francesa), de 5 a 30 años.</li>
          <li>
            Cuota inicial mínima: {pct(d.minDownPaymentVis)} para vivienda de interés social (hasta{' '}
            {formatPrice(d.visPriceCap)}) y {pct(d.minDownPaymentNonVis)} para vivienda no VIS.
          </li>
          <li>El ingreso mínimo es el que deja la cuota en el 30 % de tus ingresos mensuales.</li>
        </ul>
      </div>
      <div>
        <h2 className="text-2xl font-bold text-ink">Crédito o leasing</h2>
        <p className="mt-4 text-muted">
          Con el <strong className="text-ink">crédito hipotecario</strong> el inmueble queda a tu nombre desde la
          compra: pagas notaría ({pct(d.notaryPercent)}), registro ({pct(d.registryPercent)}) y beneficencia (
          {pct(d.beneficenciaPercent)}) sobre el precio. En el{' '}
          <strong className="text-ink">leasing habitacional</strong> la entidad compra el inmueble y tú pagas un canon
          mensual; al final ejerces la opción de compra ({pct(d.leasingOptionPercent)} del precio) y entonces se
          escritura a tu nombre.
        </p>
        <p className="mt-4 text-sm text-muted">
          Todas las cifras son estimaciones y no constituyen una oferta de crédito.{' '}
          <Link
            href="/contact?service=Asesor%C3%ADa%20de%20cr%C3%A9dito"
            className="font-semibold text-primary hover:underline"
          >
            Habla con un asesor
          </Link>
          .
        </p>
      </div>
    </section>
  );
}

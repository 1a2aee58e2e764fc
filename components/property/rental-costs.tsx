import { formatPrice } from '@/lib/format';
import type { ApiProperty } from '@/lib/validation/property-response';

/** A rental's monthly cost (canon + administración) and the requirements the owner asks for. */
export function RentalCosts({ property }: { property: ApiProperty }) {
  const { price, adminFee, rentalRequirements } = property;
  const rows: Array<[string, string]> = [
    ['Canon de arriendo', formatPrice(price)],
    ['Administración', adminFee > 0 ? formatPrice(adminFee) : 'Sin administración registrada'],
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <dl className="rounded-xl bg-surface p-5 text-sm" data-testid="rental-costs">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-1.5">
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
        <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
          <dt className="font-semibold text-ink">Total mensual</dt>
          <dd className="font-bold text-primary" data-testid="rental-monthly-total">
            {price > 0 ? formatPrice(price + adminFee) : 'Precio a consultar'}
          </dd>
        </div>
      </dl>
      <div>
        <h3 className="font-semibold text-ink">Requisitos</h3>
        {rentalRequirements.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-ink" data-testid="rental-requirements">
            {rentalRequirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted">Consulta los requisitos con el asesor.</p>
        )}
        <p className="mt-3 text-xs text-muted">
          Por la Ley 820 de 2003 no se exigen depósitos en dinero como garantía del arriendo.
        </p>
      </div>
    </div>
  );
}

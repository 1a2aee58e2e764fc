import { PriceHistory } from '@/components/property/price-history';
import type { PricePoint } from '@/lib/domain/price-history';

/** The recorded prices of the property being edited (every save that changes the price adds one). */
export function PriceHistoryField({ points }: { points: PricePoint[] }) {
  return (
    <div className="sm:col-span-2">
      <h3 className="text-sm font-medium text-ink">Historial de precios</h3>
      <div className="mt-2">
        {points.length > 1 ? (
          <PriceHistory points={points} />
        ) : (
          <p className="text-sm text-muted">
            Sin cambios de precio todavía: cada cambio que guardes quedará registrado.
          </p>
        )}
      </div>
    </div>
  );
}

'use client';

import { useId, useState } from 'react';

import {
  FINANCING_PRODUCT_LABELS,
  FINANCING_PRODUCTS,
  FINANCING_YEARS,
  financingIssues,
  minDownPayment,
  simulateFinancing,
  type FinancingDefaults,
  type FinancingProduct,
} from '@/lib/domain/financing';
import { formatPercent, formatPrice } from '@/lib/format';

import { inputClass, labelClass, SimulatorField } from './simulator-field';
import { SimulatorResults } from './simulator-results';

/** A whole non-negative number typed by a visitor ("300.000.000" too), or NaN. */
const pesos = (text: string) => (/^[\d.\s]+$/.test(text.trim()) ? Number(text.replace(/[.\s]/g, '')) : NaN);

/**
 * The financing simulator (lib/domain/financing.ts computes every figure, as GET /api/simulator
 * does): on /simulador and, with the price prefilled, on every property for sale.
 */
export function Simulator({ defaults, price: initialPrice }: { defaults: FinancingDefaults; price?: number }) {
  const id = useId();
  const [price, setPrice] = useState(initialPrice ? String(initialPrice) : '');
  const [down, setDown] = useState<string | null>(null);
  const [years, setYears] = useState(String(defaults.years));
  const [rate, setRate] = useState(String(defaults.rate));
  const [product, setProduct] = useState<FinancingProduct>('credito');

  const priceValue = pesos(price);
  const validPrice = Number.isInteger(priceValue) && priceValue > 0 && priceValue <= 100_000_000_000;
  const minimum = validPrice ? minDownPayment(priceValue, defaults) : null;
  // Until the visitor types one, the cuota inicial is the minimum for the price.
  const downText = down ?? (minimum ? String(minimum.amount) : '');
  const downValue = pesos(downText);
  const rateValue = Number(rate.replace(',', '.'));
  const yearsValue = Number(years);

  const errors: Partial<Record<'price' | 'downPayment' | 'rate', string>> = {};
  if (!validPrice) {
    if (price.trim()) errors.price = 'Escribe el precio del inmueble en pesos, sin decimales';
  } else if (!Number.isInteger(downValue)) errors.downPayment = 'Escribe la cuota inicial en pesos';
  else {
    const [issue] = financingIssues({ price: priceValue, downPayment: downValue }, defaults);
    if (issue) errors.downPayment = issue.message;
  }
  if (!(rateValue >= 0.01 && rateValue <= 60)) errors.rate = 'La tasa efectiva anual debe estar entre 0,01 y 60 %';
  const result =
    validPrice && Object.keys(errors).length === 0
      ? simulateFinancing(
          { price: priceValue, downPayment: downValue, years: yearsValue, rate: rateValue, product },
          defaults,
        )
      : null;

  return (
    <div className="grid gap-8 lg:grid-cols-2" data-testid="simulator">
      <form className="space-y-4" onSubmit={(e) => e.preventDefault()} aria-label="Datos de la simulación">
        <fieldset>
          <legend className={labelClass}>Producto</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {FINANCING_PRODUCTS.map((p) => (
              <label key={p} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name={`${id}-product`}
                  value={p}
                  checked={product === p}
                  onChange={() => setProduct(p)}
                  className="size-4 accent-primary"
                />
                {FINANCING_PRODUCT_LABELS[p]}
              </label>
            ))}
          </div>
        </fieldset>
        <SimulatorField
          id={`${id}-price`}
          label="Precio del inmueble (COP)"
          value={price}
          onChange={setPrice}
          error={errors.price}
          hint={validPrice ? formatPrice(priceValue) : 'Por ejemplo 300000000'}
        />
        <SimulatorField
          id={`${id}-downPayment`}
          label="Cuota inicial (COP)"
          value={downText}
          onChange={setDown}
          error={errors.downPayment}
          hint={
            minimum
              ? `Mínimo ${formatPercent(minimum.percent)} (${minimum.vis ? 'vivienda VIS' : 'vivienda no VIS'}): ${formatPrice(minimum.amount)}`
              : 'El mínimo depende del precio'
          }
        />
        <div className="grid grid-cols-2 gap-4">
          <div>
            <label htmlFor={`${id}-years`} className={labelClass}>
              Plazo (años)
            </label>
            <select id={`${id}-years`} value={years} onChange={(e) => setYears(e.target.value)} className={inputClass}>
              {Array.from(
                { length: FINANCING_YEARS.max - FINANCING_YEARS.min + 1 },
                (_, i) => FINANCING_YEARS.min + i,
              ).map((y) => (
                <option key={y} value={y}>
                  {y} años
                </option>
              ))}
            </select>
          </div>
          <SimulatorField
            id={`${id}-rate`}
            label="Tasa efectiva anual (%)"
            value={rate}
            onChange={setRate}
            error={errors.rate}
            hint="Consulta la tasa vigente con tu banco"
            decimal
          />
        </div>
      </form>
      <SimulatorResults result={result} product={product} />
    </div>
  );
}

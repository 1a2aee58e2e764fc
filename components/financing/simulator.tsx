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

import { SimulatorResults } from './simulator-results';

const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-rose-600';
const labelClass = 'block text-sm font-medium text-ink';

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

  const field = (name: keyof typeof errors) => ({
    id: `${id}-${name}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': `${id}-${name}-note`,
  });
  const note = (name: keyof typeof errors, hint: string) => (
    <p
      id={`${id}-${name}-note`}
      className={`mt-1 text-xs ${errors[name] ? 'font-medium text-rose-700' : 'text-muted'}`}
    >
      {errors[name] ?? hint}
    </p>
  );

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
        <div>
          <label htmlFor={`${id}-price`} className={labelClass}>
            Precio del inmueble (COP)
          </label>
          <input
            {...field('price')}
            inputMode="numeric"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            className={inputClass}
          />
          {note('price', validPrice ? formatPrice(priceValue) : 'Por ejemplo 300000000')}
        </div>
        <div>
          <label htmlFor={`${id}-downPayment`} className={labelClass}>
            Cuota inicial (COP)
          </label>
          <input
            {...field('downPayment')}
            inputMode="numeric"
            value={downText}
            onChange={(e) => setDown(e.target.value)}
            className={inputClass}
          />
          {note(
            'downPayment',
            minimum
              ? `Mínimo ${formatPercent(minimum.percent)} (${minimum.vis ? 'vivienda VIS' : 'vivienda no VIS'}): ${formatPrice(minimum.amount)}`
              : 'El mínimo depende del precio',
          )}
        </div>
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
          <div>
            <label htmlFor={`${id}-rate`} className={labelClass}>
              Tasa efectiva anual (%)
            </label>
            <input
              {...field('rate')}
              inputMode="decimal"
              value={rate}
              onChange={(e) => setRate(e.target.value)}
              className={inputClass}
            />
            {note('rate', 'Consulta la tasa vigente con tu banco')}
          </div>
        </div>
      </form>
      <SimulatorResults result={result} product={product} />
    </div>
  );
}

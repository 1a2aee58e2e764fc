'use client';

import { useId, useState } from 'react';

import { parsePesos, PesosField, SelectField, TextField } from '@/components/ui/fields/field';
import { simulatorLook } from '@/components/ui/fields/looks';
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

const YEARS = Array.from(
  { length: FINANCING_YEARS.max - FINANCING_YEARS.min + 1 },
  (_, i) => FINANCING_YEARS.min + i,
).map((y) => [y, `${y} años`] as const);

/**
 * The financing simulator (lib/domain/financing.ts computes every figure, as GET /api/simulator
 * does): on /simulador and, with the price prefilled, on every property for sale.
 */
export function Simulator({
  defaults,
  price: initialPrice,
  headingLevel = 3,
}: {
  defaults: FinancingDefaults;
  price?: number;
  /** The results' heading: 2 right under the page's h1 (/simulador), 3 inside a property's section. */
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const [price, setPrice] = useState(initialPrice ? String(initialPrice) : '');
  const [down, setDown] = useState<string | null>(null);
  const [years, setYears] = useState(String(defaults.years));
  const [rate, setRate] = useState(String(defaults.rate));
  const [product, setProduct] = useState<FinancingProduct>('credito');

  const priceValue = parsePesos(price);
  const validPrice = Number.isInteger(priceValue) && priceValue > 0 && priceValue <= 100_000_000_000;
  const minimum = validPrice ? minDownPayment(priceValue, defaults) : null;
  // Until the visitor types one, the cuota inicial is the minimum for the price.
  const downText = down ?? (minimum ? String(minimum.amount) : '');
  const downValue = parsePesos(downText);
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
          <legend className={simulatorLook.label}>Producto</legend>
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
        <PesosField
          look={simulatorLook}
          id={`${id}-price`}
          label="Precio del inmueble (COP)"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          error={errors.price}
          hint="Por ejemplo 300000000"
        />
        <PesosField
          look={simulatorLook}
          id={`${id}-downPayment`}
          label="Cuota inicial (COP)"
          value={downText}
          onChange={(e) => setDown(e.target.value)}
          error={errors.downPayment}
          echo={false}
          hint={
            minimum
              ? `Mínimo ${formatPercent(minimum.percent)} (${minimum.vis ? 'vivienda VIS' : 'vivienda no VIS'}): ${formatPrice(minimum.amount)}`
              : 'El mínimo depende del precio'
          }
        />
        <div className="grid grid-cols-2 gap-4">
          <SelectField
            look={simulatorLook}
            id={`${id}-years`}
            label="Plazo (años)"
            value={years}
            onChange={(e) => setYears(e.target.value)}
            options={YEARS}
          />
          <TextField
            look={simulatorLook}
            id={`${id}-rate`}
            label="Tasa efectiva anual (%)"
            value={rate}
            onChange={(e) => setRate(e.target.value)}
            error={errors.rate}
            hint="Consulta la tasa vigente con tu banco"
            inputMode="decimal"
          />
        </div>
      </form>
      <SimulatorResults result={result} product={product} headingLevel={headingLevel} />
    </div>
  );
}

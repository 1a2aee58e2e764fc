'use client';

import { useMemo, useState, type FormEvent } from 'react';

import { ownerButton } from '@/components/content/lead-form';
import { NumberField, SelectField } from '@/components/ui/fields/field';
import { siteLook } from '@/components/ui/fields/looks';
import { FormStatus } from '@/components/ui/fields/status';
import { SubmitButton } from '@/components/ui/fields/submit-button';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { refuse, useSubmit } from '@/components/ui/fields/use-submit';
import {
  OPERATIONS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type Operation,
  type PropertyType,
} from '@/lib/domain/property';
import type { Valuation } from '@/lib/domain/valuation';

import { OwnerLeadForm } from './owner-lead-form';
import type { OwnerProperty } from './owner-property';
import { ValuationResult } from './valuation-result';

export interface Place {
  code: string;
  name: string;
  cityCode?: string;
}

const OPERATION_WORDS: Record<Operation, string> = { venta: 'Vender', arriendo: 'Arrendar' };
const EMPTY = { area: '', bedrooms: '', bathrooms: '', parking: '', estrato: '' };
type Numbers = typeof EMPTY;
/** The optional counts, in the order the form asks them. */
const COUNTS = [
  ['bedrooms', 'Habitaciones'],
  ['bathrooms', 'Baños'],
  ['parking', 'Parqueaderos'],
] as const satisfies ReadonlyArray<readonly [keyof Numbers, string]>;

const ESTRATOS = [1, 2, 3, 4, 5, 6].map((n) => [n, n] as const);

const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

const FAILED = 'No pudimos calcular la estimación. Intenta de nuevo.';

type Answer = { kind: 'estimate'; valuation: Valuation } | { kind: 'none'; message: string } | null;

/** /vender: the property's details, the estimate from comparables, then the owner's details. */
export function ValuationForm({ cities, localities }: { cities: Place[]; localities: Place[] }) {
  const [operation, setOperation] = useState<Operation>('venta');
  const [type, setType] = useState<PropertyType>('apartamento');
  const [city, setCity] = useState(cities.find((c) => c.code === '11001')?.code ?? cities[0]?.code ?? '');
  const [locality, setLocality] = useState('');
  const { values: numbers, errors, setErrors, bind } = useFormValues<keyof Numbers>(EMPTY);
  const { busy, failure, run } = useSubmit({ unknown: FAILED });
  const [answer, setAnswer] = useState<Answer>(null);
  const [asked, setAsked] = useState<OwnerProperty | null>(null);
  const cityLocalities = useMemo(() => localities.filter((l) => l.cityCode === city), [localities, city]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const property: OwnerProperty = {
      operation,
      type,
      city,
      ...(locality && { locality }),
      ...Object.fromEntries(
        Object.entries(numbers).flatMap(([k, v]) => (toNumber(v) === undefined ? [] : [[k, toNumber(v)]])),
      ),
    };
    void run(async () => {
      const response = await fetch('/api/valuations', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(property),
      });
      const data = (await response.json().catch(() => ({}))) as {
        data?: Valuation;
        message?: string;
        errors?: Array<{ field: string; message: string }>;
      };
      if (response.ok && data.data) setAnswer({ kind: 'estimate', valuation: data.data });
      else if (response.status === 422) setAnswer({ kind: 'none', message: data.message ?? '' });
      else {
        setErrors(Object.fromEntries((data.errors ?? []).map((e) => [e.field, e.message])));
        setAnswer(null);
        refuse(FAILED, undefined, response.status);
      }
      setAsked(property);
    });
  }

  const cityName = cities.find((c) => c.code === asked?.city)?.name ?? '';
  const localityName = localities.find((l) => l.code === asked?.locality)?.name;

  return (
    <div className="space-y-10">
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-5 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <fieldset>
          <legend className="text-sm font-semibold text-ink">¿Qué quieres hacer?</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {OPERATIONS.map((op) => (
              <label
                key={op}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-4 py-2.5 text-ink has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  type="radio"
                  name="operation"
                  value={op}
                  checked={operation === op}
                  onChange={() => setOperation(op)}
                  className="accent-primary"
                />
                {OPERATION_WORDS[op]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            look={siteLook}
            label="Tipo de inmueble"
            name="type"
            value={type}
            onChange={(e) => setType(e.target.value as PropertyType)}
            error={errors.type}
            options={PROPERTY_TYPES.map((t) => [t, PROPERTY_TYPE_LABELS[t]])}
          />
          <NumberField look={siteLook} label="Área construida (m²)" inputMode="decimal" min={1} {...bind('area')} />
          <SelectField
            look={siteLook}
            label="Ciudad"
            name="city"
            value={city}
            onChange={(e) => {
              setCity(e.target.value);
              setLocality('');
            }}
            error={errors.city}
            options={cities.map((c) => [c.code, c.name])}
          />
          <SelectField
            look={siteLook}
            label="Localidad"
            name="locality"
            optional
            value={locality}
            onChange={(e) => setLocality(e.target.value)}
            error={errors.locality}
            placeholder="Toda la ciudad"
            options={cityLocalities.map((l) => [l.code, l.name])}
          />
          {COUNTS.map(([name, label]) => (
            <NumberField
              key={name}
              look={siteLook}
              label={label}
              inputMode="numeric"
              min={0}
              optional
              {...bind(name)}
            />
          ))}
          <SelectField
            look={siteLook}
            label="Estrato"
            optional
            placeholder="Sin indicar"
            options={ESTRATOS}
            {...bind('estrato')}
          />
        </div>
        {failure && (
          <FormStatus status="error" message={Object.keys(errors).length ? 'Revisa los datos marcados.' : failure} />
        )}
        <SubmitButton busy={busy} label="Calcular estimación" busyLabel="Calculando…" className={ownerButton} />
      </form>
      {answer && asked && (
        <section aria-labelledby="resultado" className="space-y-8" aria-live="polite">
          {answer.kind === 'estimate' ? (
            <ValuationResult
              valuation={answer.valuation}
              operation={asked.operation}
              place={answer.valuation.scope === 'locality' ? (localityName ?? cityName) : cityName}
            />
          ) : (
            <div>
              <h2 id="resultado" className="text-2xl font-bold text-ink">
                Sin estimación por ahora
              </h2>
              <p className="mt-2 text-muted">{answer.message}</p>
            </div>
          )}
          <OwnerLeadForm property={asked} cityName={cityName} />
        </section>
      )}
    </div>
  );
}

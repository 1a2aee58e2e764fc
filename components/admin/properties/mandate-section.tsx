'use client';

import { useCallback, useEffect, useState } from 'react';

import { patchBinder } from '@/components/ui/fields/bind';
import { SwitchField } from '@/components/ui/fields/choice';
import { DateField, NumberField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';
import { FormAlert } from '@/components/ui/fields/status';
import { SubmitButton } from '@/components/ui/fields/submit-button';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { MANDATE_MESSAGES } from '@/lib/domain/mandates';
import { formatShortDate } from '@/lib/format';
import type { ApiMandate } from '@/lib/validation/mandates';

import { AdminApiError, adminFetch } from '../api-client';
import { primaryButton } from '../buttons';
import { Section } from '../section';
import { MandateBadge } from './mandate-badge';
import { MandateDocument } from './mandate-document';
import { checkMandate, EMPTY_MANDATE, mandateErrors, toMandateValues, type MandateValues } from './mandate-values';
import { OwnerPicker } from './owner-picker';

const TITLE = 'Propietario y mandato';
const END_QUESTION =
  '¿Terminar el mandato desde hoy? El registro y el contrato se conservan; puedes reabrirlo guardándolo de nuevo.';

/**
 * The edit page's "Propietario y mandato" (docs/mandates.md): the mandate of the property through
 * GET/PUT/DELETE /api/properties/{id}/mandate, its signed PDF through .../mandate/document. Its
 * own form, saved apart from the property's.
 */
export function MandateSection({ propertyId }: { propertyId: string }) {
  const base = `/api/properties/${encodeURIComponent(propertyId)}/mandate`;
  const [mandate, setMandate] = useState<ApiMandate | null | undefined>(undefined);
  const [values, setValues] = useState<MandateValues>(EMPTY_MANDATE);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [saved, setSaved] = useState('');
  const [doing, setDoing] = useState<'save' | 'end' | 'upload'>('save');
  const { busy, failure, setFailure, submit, run } = useSubmit({
    setErrors,
    errorsOf: mandateErrors(values.owner),
    invalid: 'Revisa los campos del mandato marcados.',
    // The server's field messages also read in the line over the form.
    describe: (message, refusal) => refusal?.errors?.map((e) => e.message).join('. ') || message,
  });

  const show = useCallback((next: ApiMandate | null) => {
    setMandate(next);
    setValues(next ? toMandateValues(next) : EMPTY_MANDATE);
  }, []);

  useEffect(() => {
    adminFetch<ApiMandate>(base).then(
      ({ data }) => show(data),
      (error: unknown) => {
        show(null);
        if (!(error instanceof AdminApiError && error.status === 404))
          setFailure(`No se pudo cargar el mandato: ${(error as Error).message}`);
      },
    );
  }, [base, show, setFailure]);

  const set = (patch: Partial<MandateValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field's error clears as soon as it is edited.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
  };
  const bind = patchBinder(values, errors, set);

  const begin = (kind: typeof doing) => {
    setDoing(kind);
    setSaved('');
  };
  /** The mandate as the API answers a save, an end or an upload replaces the form's. */
  const apply = async (request: Promise<{ data: ApiMandate; message?: string }>) => {
    const { data, message } = await request;
    show(data);
    setSaved(message ?? MANDATE_MESSAGES.saved);
  };

  function save(event: React.FormEvent) {
    event.preventDefault();
    begin('save');
    void submit(checkMandate(values), (json) => apply(adminFetch<ApiMandate>(base, { method: 'PUT', json })));
  }

  function end() {
    if (!window.confirm(END_QUESTION)) return;
    begin('end');
    void run(() => apply(adminFetch<ApiMandate>(base, { method: 'DELETE' })));
  }

  const upload = (chosen: File) => {
    const form = new FormData();
    form.append('file', chosen);
    begin('upload');
    return run(() => apply(adminFetch<ApiMandate>(`${base}/document`, { method: 'POST', form })));
  };

  if (mandate === undefined) {
    return (
      <Section title={TITLE}>
        <p role="status" className="text-sm text-muted">
          Cargando mandato...
        </p>
      </Section>
    );
  }

  return (
    <Section title={TITLE}>
      <form onSubmit={save} noValidate aria-label="Mandato" className="space-y-4">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium text-ink">Estado del mandato:</span>
          <span data-testid="mandate-status">
            <MandateBadge status={mandate?.status ?? null} />
          </span>
          {mandate?.endedAt && <span className="text-muted">Terminado el {formatShortDate(mandate.endedAt)}</span>}
        </div>
        {failure ? (
          <FormAlert tone="error">{failure}</FormAlert>
        ) : (
          saved && <FormAlert tone="success">{saved}</FormAlert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <OwnerPicker value={values.owner} onChange={(owner) => set({ owner })} error={errors.owner} />
          <NumberField
            look={adminLook}
            label="Comisión (%)"
            min={0.1}
            max={100}
            step={0.1}
            inputMode="decimal"
            {...bind('commissionPercent')}
          />
          <div className="self-end">
            <SwitchField
              label="Mandato exclusivo"
              description="Solo esta agencia puede vender o arrendar el inmueble."
              checked={values.exclusive}
              onChange={(exclusive) => set({ exclusive })}
            />
          </div>
          <DateField look={adminLook} label="Fecha de inicio" {...bind('startDate')} />
          <DateField look={adminLook} label="Fecha de fin" min={values.startDate} {...bind('endDate')} />
        </div>
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            busy={busy && doing === 'save'}
            label={!mandate ? 'Registrar mandato' : mandate.endedAt ? 'Reabrir mandato' : 'Guardar mandato'}
            busyLabel="Guardando..."
            disabled={busy}
            className={primaryButton}
          />
          {mandate && !mandate.endedAt && (
            <button
              type="button"
              onClick={end}
              disabled={busy}
              className="rounded-lg border border-rose-200 px-4 py-2.5 text-sm font-semibold text-rose-700 hover:bg-rose-50 disabled:opacity-60"
            >
              {busy && doing === 'end' ? 'Terminando...' : 'Terminar mandato'}
            </button>
          )}
        </div>
      </form>
      <MandateDocument
        mandate={mandate}
        href={`${base}/document`}
        uploading={busy && doing === 'upload'}
        disabled={busy}
        onUpload={upload}
      />
    </Section>
  );
}

/** The create page's note: the mandate belongs to a saved property. */
export function MandateAfterSave() {
  return (
    <Section title={TITLE}>
      <p className="text-sm text-muted">
        El propietario y el mandato se registran después de guardar la propiedad, desde su página de edición.
      </p>
    </Section>
  );
}

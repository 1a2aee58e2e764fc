'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import { SwitchField } from '@/components/ui/fields/choice';
import { DateField, NumberField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';
import { FormAlert } from '@/components/ui/fields/status';
import { SubmitButton } from '@/components/ui/fields/submit-button';
import { MANDATE_MESSAGES } from '@/lib/domain/mandates';
import { formatShortDate } from '@/lib/format';
import type { ApiMandate } from '@/lib/validation/mandates';

import { AdminApiError, adminFetch } from '../api-client';
import { primaryButton, secondaryButton } from '../buttons';
import { Section } from '../section';
import { MandateBadge } from './mandate-badge';
import { OwnerPicker, type PickedOwner } from './owner-picker';

const TITLE = 'Propietario y mandato';
const END_QUESTION =
  '¿Terminar el mandato desde hoy? El registro y el contrato se conservan; puedes reabrirlo guardándolo de nuevo.';

interface Values {
  owner: PickedOwner | null;
  exclusive: boolean;
  commissionPercent: string;
  startDate: string;
  endDate: string;
}
type Errors = Partial<Record<'owner' | 'commissionPercent' | 'startDate' | 'endDate', string>>;
type Notice = { tone: 'error' | 'success'; text: string } | null;

const EMPTY: Values = { owner: null, exclusive: false, commissionPercent: '', startDate: '', endDate: '' };

const toValues = (m: ApiMandate): Values => ({
  owner: m.owner,
  exclusive: m.exclusive,
  commissionPercent: String(m.commissionPercent),
  startDate: m.startDate,
  endDate: m.endDate,
});

/** The checks the API makes, before sending (the API still has the last word). */
function check(values: Values): Errors {
  const errors: Errors = {};
  if (!values.owner) errors.owner = MANDATE_MESSAGES.ownerRequired;
  const commission = Number(values.commissionPercent.replace(',', '.'));
  if (!values.commissionPercent || !(commission > 0 && commission <= 100))
    errors.commissionPercent = MANDATE_MESSAGES.commission;
  if (!values.startDate) errors.startDate = MANDATE_MESSAGES.startDate;
  if (!values.endDate) errors.endDate = MANDATE_MESSAGES.endDate;
  else if (values.startDate && values.endDate <= values.startDate) errors.endDate = MANDATE_MESSAGES.endBeforeStart;
  return errors;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-CO')} KB`;

/**
 * The edit page's "Propietario y mandato" (docs/mandates.md): the mandate of the property through
 * GET/PUT/DELETE /api/properties/{id}/mandate, its signed PDF through .../mandate/document. Its
 * own form, saved apart from the property's.
 */
export function MandateSection({ propertyId }: { propertyId: string }) {
  const base = `/api/properties/${encodeURIComponent(propertyId)}/mandate`;
  const [mandate, setMandate] = useState<ApiMandate | null | undefined>(undefined);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<'' | 'save' | 'end' | 'upload'>('');
  const file = useRef<HTMLInputElement>(null);

  const show = useCallback((next: ApiMandate | null) => {
    setMandate(next);
    setValues(next ? toValues(next) : EMPTY);
  }, []);

  useEffect(() => {
    adminFetch<ApiMandate>(base).then(
      ({ data }) => show(data),
      (error: unknown) => {
        show(null);
        if (!(error instanceof AdminApiError && error.status === 404))
          setNotice({ tone: 'error', text: `No se pudo cargar el mandato: ${(error as Error).message}` });
      },
    );
  }, [base, show]);

  const set = (patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field's error clears as soon as it is edited.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
  };

  async function run(kind: 'save' | 'end' | 'upload', action: () => Promise<{ data: ApiMandate; message?: string }>) {
    setBusy(kind);
    setNotice(null);
    try {
      const { data, message } = await action();
      show(data);
      setNotice({ tone: 'success', text: message ?? MANDATE_MESSAGES.saved });
    } catch (error) {
      const failure = error as AdminApiError;
      setNotice({ tone: 'error', text: failure.errors?.map((e) => e.message).join('. ') || failure.message });
    } finally {
      setBusy('');
    }
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setNotice({ tone: 'error', text: 'Revisa los campos del mandato marcados.' });
      return;
    }
    void run('save', () =>
      adminFetch<ApiMandate>(base, {
        method: 'PUT',
        json: {
          ownerId: values.owner!.id,
          exclusive: values.exclusive,
          commissionPercent: Number(values.commissionPercent.replace(',', '.')),
          startDate: values.startDate,
          endDate: values.endDate,
        },
      }),
    );
  }

  function end() {
    if (!window.confirm(END_QUESTION)) return;
    void run('end', () => adminFetch<ApiMandate>(base, { method: 'DELETE' }));
  }

  function upload(chosen: File | undefined) {
    if (!chosen) return;
    const form = new FormData();
    form.append('file', chosen);
    void run('upload', () => adminFetch<ApiMandate>(`${base}/document`, { method: 'POST', form })).finally(() => {
      if (file.current) file.current.value = '';
    });
  }

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
        {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <OwnerPicker value={values.owner} onChange={(owner) => set({ owner })} error={errors.owner} />
          <NumberField
            look={adminLook}
            label="Comisión (%)"
            min={0.1}
            max={100}
            step={0.1}
            inputMode="decimal"
            value={values.commissionPercent}
            onChange={(e) => set({ commissionPercent: e.target.value })}
            error={errors.commissionPercent}
          />
          <div className="self-end">
            <SwitchField
              label="Mandato exclusivo"
              description="Solo esta agencia puede vender o arrendar el inmueble."
              checked={values.exclusive}
              onChange={(exclusive) => set({ exclusive })}
            />
          </div>
          <DateField
            look={adminLook}
            label="Fecha de inicio"
            value={values.startDate}
            onChange={(e) => set({ startDate: e.target.value })}
            error={errors.startDate}
          />
          <DateField
            look={adminLook}
            label="Fecha de fin"
            min={values.startDate}
            value={values.endDate}
            onChange={(e) => set({ endDate: e.target.value })}
            error={errors.endDate}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            busy={busy === 'save'}
            label={!mandate ? 'Registrar mandato' : mandate.endedAt ? 'Reabrir mandato' : 'Guardar mandato'}
            busyLabel="Guardando..."
            disabled={busy !== ''}
            className={primaryButton}
          />
          {mandate && !mandate.endedAt && (
            <button
              type="button"
              onClick={end}
              disabled={busy !== ''}
              className="rounded-lg border border-rose-200 px-4 py-2.5 text-sm font-semibold text-rose-700 hover:bg-rose-50 disabled:opacity-60"
            >
              {busy === 'end' ? 'Terminando...' : 'Terminar mandato'}
            </button>
          )}
        </div>
      </form>

      <div className="mt-6 border-t border-slate-200 pt-4">
        <h3 className="text-sm font-semibold text-ink">Contrato firmado</h3>
        {!mandate ? (
          <p className="mt-1 text-sm text-muted">Registra primero el mandato para subir su contrato.</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted">
              {mandate.document
                ? `PDF de ${kb(mandate.document.size)}, subido el ${formatShortDate(mandate.document.uploadedAt)}.`
                : 'Aún no hay contrato. Un PDF de 10 MB como máximo; solo lo ve el personal.'}
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <label className={`${secondaryButton} cursor-pointer has-[:focus-visible]:outline-2`}>
                {busy === 'upload' ? 'Subiendo...' : 'Subir contrato (PDF)'}
                <input
                  ref={file}
                  type="file"
                  accept="application/pdf,.pdf"
                  className="sr-only"
                  disabled={busy !== ''}
                  onChange={(e) => upload(e.target.files?.[0])}
                />
              </label>
              {mandate.document && (
                <a href={`${base}/document`} download className={secondaryButton}>
                  Descargar contrato
                </a>
              )}
            </div>
          </>
        )}
      </div>
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

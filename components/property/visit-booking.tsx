'use client';

import { useState, type FormEvent } from 'react';

import { TextArea, TextField } from '@/components/ui/fields/field';
import { visitLook } from '@/components/ui/fields/looks';
import { refuse } from '@/components/ui/fields/use-submit';
import { lazy } from '@/lib/format';

import { LeadFormFooter, useLeadAnswer } from './lead-form-footer';
import { SlotPicker, slotTime } from './slot-picker';

type Errors = Partial<Record<'name' | 'email' | 'phone' | 'message' | 'acceptPrivacy' | 'start', string>>;
const CONTACT = [
  { name: 'name', label: 'Nombre *', autoComplete: 'name' },
  { name: 'email', label: 'Email *', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Teléfono *', type: 'tel', autoComplete: 'tel' },
] as const;
const ERROR = 'No se pudo agendar la visita. Por favor, intenta nuevamente.';
const DAY = lazy(
  () =>
    new Intl.DateTimeFormat('es-CO', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'America/Bogota' }),
);

/**
 * "Agendar visita" on a property page: a free slot of the property's agent,
 * the visitor's contact and the Ley 1581 consent; POST /api/visits, whose answer (409 included:
 * someone took the slot first) is shown as it comes. Slots load only once the visitor opens it.
 */
export function VisitBooking({ propertyId }: { propertyId: string }) {
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const answer = useLeadAnswer<Errors>({
    // Field messages stand alone under their fields; a network failure reads as one.
    describe: (message, refusal) => (refusal?.errors?.length ? '' : message),
    unknown: 'Error al conectar con el servidor',
  });
  const { errors, setErrors, setSuccess, run } = answer;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!start) return setErrors({ start: 'Elige un día y una hora' });
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const body = {
      propertyId,
      start,
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      message: text('message') || undefined,
      acceptPrivacy: data.get('acceptPrivacy') === 'on',
      website: text('website'),
    };
    await run(async () => {
      setSuccess('');
      const response = await fetch('/api/visits', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        message?: string;
        errors?: Array<{ field: string; message: string }>;
      };
      setErrors({});
      if (!response.ok) {
        if (response.status === 409) setVersion((v) => v + 1);
        refuse(answer.message ?? ERROR, answer.errors, response.status);
      }
      form.reset();
      setStart(null);
      setVersion((v) => v + 1);
      setSuccess(`${answer.message ?? ''} Tu visita: ${DAY().format(new Date(start))}, ${slotTime(start)}`);
    });
  }

  return (
    <section aria-labelledby="visita-titulo" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="visita-titulo" className="text-xl font-bold text-ink">
        ¿Quieres conocerlo en persona?
      </h2>
      <p className="mt-1 text-sm text-muted">Elige día y hora; te confirmamos la visita por correo.</p>
      {!open ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="mt-4 w-full rounded-full border-2 border-primary px-5 py-2.5 font-semibold text-primary hover:bg-primary/5"
        >
          Agendar visita
        </button>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label="Agendar visita" className="mt-4 space-y-4">
          <SlotPicker
            idPrefix="visita"
            slotsUrl={(day) => `/api/properties/${propertyId}/slots?date=${day}`}
            value={start}
            onChange={setStart}
            version={version}
          />
          {errors.start && <p className="text-sm text-red-600">{errors.start}</p>}
          {CONTACT.map((field) => (
            <TextField key={field.name} look={visitLook} error={errors[field.name]} {...field} />
          ))}
          <TextArea
            look={visitLook}
            name="message"
            label="Mensaje (opcional)"
            rows={3}
            maxLength={2000}
            error={errors.message}
          />
          <LeadFormFooter idPrefix="visita-" form={answer} label="Confirmar visita" busyLabel="Agendando..." />
        </form>
      )}
    </section>
  );
}

'use client';

import { useState, type FormEvent } from 'react';

import { TextArea, TextField } from '@/components/ui/fields/field';
import { visitLook } from '@/components/ui/fields/looks';

import { LeadFormFooter, useLeadAnswer } from './lead-form-footer';
import { SlotPicker, slotTime } from './slot-picker';

type Errors = Partial<Record<'name' | 'email' | 'phone' | 'message' | 'acceptPrivacy' | 'start', string>>;
const CONTACT = [
  { name: 'name', label: 'Nombre *', autoComplete: 'name' },
  { name: 'email', label: 'Email *', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Teléfono *', type: 'tel', autoComplete: 'tel' },
] as const;
const ERROR = 'No se pudo agendar la visita. Por favor, intenta nuevamente.';
const DAY = new Intl.DateTimeFormat('es-CO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'America/Bogota',
});

/**
 * "Agendar visita" on a property page: a free slot of the property's agent,
 * the visitor's contact and the Ley 1581 consent; POST /api/visits, whose answer (409 included:
 * someone took the slot first) is shown as it comes. Slots load only once the visitor opens it.
 */
export function VisitBooking({ propertyId }: { propertyId: string }) {
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const answer = useLeadAnswer<Errors>();
  const { errors, setErrors, setStatus, setSending } = answer;

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
    setSending(true);
    setStatus(null);
    try {
      const response = await fetch('/api/visits', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        message?: string;
        errors?: Array<{ field: string; message: string }>;
      };
      if (response.ok) {
        form.reset();
        setErrors({});
        setStart(null);
        setVersion((v) => v + 1);
        setStatus({
          tone: 'success',
          text: `${answer.message ?? ''} Tu visita: ${DAY.format(new Date(start))}, ${slotTime(start)}`,
        });
        return;
      }
      const next: Errors = {};
      for (const issue of answer.errors ?? []) next[issue.field as keyof Errors] ??= issue.message;
      setErrors(next);
      if (response.status === 409) setVersion((v) => v + 1);
      if (!answer.errors?.length) setStatus({ tone: 'error', text: answer.message ?? ERROR });
    } catch {
      setStatus({ tone: 'error', text: 'Error al conectar con el servidor' });
    } finally {
      setSending(false);
    }
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

'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';

import { CheckboxField, ConsentField } from '@/components/ui/fields/choice';
import { TextField } from '@/components/ui/fields/field';
import { siteCheckLook, siteLook } from '@/components/ui/fields/looks';
import { FormStatus, Honeypot } from '@/components/ui/fields/status';
import { SubmitButton } from '@/components/ui/fields/submit-button';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { recallPlanContact } from '@/lib/plan-prefill';

import { leadButton, LeadForm } from './lead-form';
import { useLeadSubmit } from './submit-lead';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', city: '', address: '' };
type TextValues = typeof EMPTY;
const ERROR = 'Ha ocurrido un error. Por favor, intenta nuevamente o contáctanos directamente.';
/** The thank-you message stays 3 s before /contact?success=true. */
const REDIRECT_MS = 3000;

const FIELDS: Array<{
  name: keyof TextValues;
  label: string;
  type?: string;
  autoComplete: string;
  optional?: boolean;
}> = [
  { name: 'firstName', label: 'Nombre', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Apellido', autoComplete: 'family-name' },
  { name: 'email', label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Teléfono', type: 'tel', autoComplete: 'tel' },
  { name: 'city', label: 'Ciudad', autoComplete: 'address-level2' },
  { name: 'address', label: 'Dirección del inmueble', autoComplete: 'street-address', optional: true },
];

/** /plan-form (docs/product-rules.md#plan-form): stores a plan-request lead, no simulated wait. */
export function PlanRequestForm({ planId }: { planId: string }) {
  const router = useRouter();
  const { values, setValues, errors, setErrors, bind } = useFormValues(EMPTY);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [acceptMarketing, setAcceptMarketing] = useState(false);
  const [acceptPrivacy, setAcceptPrivacy] = useState(false);
  const [website, setWebsite] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, failure, sendLead } = useLeadSubmit(setErrors, ERROR);

  // An owner coming from /vender finds their details filled in (lib/plan-prefill.ts).
  useEffect(() => {
    const contact = recallPlanContact();
    // sessionStorage exists only in the browser, after hydration: the server render starts empty.
    if (contact) setValues((v) => ({ ...v, ...contact }));
  }, [setValues]);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => router.push('/contact?success=true'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent, router]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = {
      kind: 'plan-request',
      planId,
      ...values,
      acceptTerms,
      acceptMarketing,
      acceptPrivacy: acceptPrivacy || undefined,
      website,
    };
    if (await sendLead('planRequestLeadSchema', body)) setSent(true);
  }

  if (sent) {
    return (
      <div role="status" className="rounded-3xl bg-emerald-50 p-8 text-center">
        <p className="text-2xl font-bold text-emerald-900">¡Gracias por tu interés!</p>
        <p className="mt-3 text-emerald-900">
          Un asesor se comunicará contigo en las próximas 24 horas para continuar con tu solicitud.
        </p>
        <p className="mt-4 text-sm text-emerald-800">
          Te llevaremos a la página de contacto en unos segundos.{' '}
          <Link href="/contact?success=true" className="font-semibold underline">
            Ir ahora
          </Link>
        </p>
      </div>
    );
  }

  return (
    <LeadForm label="Solicitud de plan" onSubmit={onSubmit}>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            look={siteLook}
            label={f.label}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            optional={f.optional}
            {...bind(f.name)}
          />
        ))}
      </div>
      <Honeypot value={website} onChange={setWebsite} />
      <div className="space-y-3 rounded-2xl bg-surface p-4">
        <CheckboxField
          look={siteCheckLook}
          name="acceptTerms"
          checked={acceptTerms}
          onChange={setAcceptTerms}
          error={errors.acceptTerms}
        >
          Acepto los{' '}
          <Link href="/terms" target="_blank" className="font-semibold text-primary underline underline-offset-2">
            términos y condiciones
          </Link>{' '}
          del servicio.
        </CheckboxField>
        <ConsentField variant="site" checked={acceptPrivacy} onChange={setAcceptPrivacy} error={errors.acceptPrivacy} />
        <CheckboxField
          look={siteCheckLook}
          name="acceptMarketing"
          checked={acceptMarketing}
          onChange={setAcceptMarketing}
        >
          Quiero recibir novedades, ofertas y noticias del mercado inmobiliario (opcional).
        </CheckboxField>
      </div>
      {failure && <FormStatus status="error" message={failure} />}
      <SubmitButton
        busy={busy}
        disabled={!acceptTerms}
        label="Enviar solicitud"
        busyLabel="Enviando..."
        className={leadButton}
      />
    </LeadForm>
  );
}

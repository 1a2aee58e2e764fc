'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';

import { ContactFields } from '@/components/content/contact-fields';
import { ownerButton } from '@/components/content/lead-form';
import { submitLead } from '@/components/content/submit-lead';
import { ConsentField } from '@/components/ui/fields/choice';
import { TextArea } from '@/components/ui/fields/field';
import { siteLook } from '@/components/ui/fields/looks';
import { FormStatus, Honeypot } from '@/components/ui/fields/status';
import { SubmitButton } from '@/components/ui/fields/submit-button';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { refuse, useSubmit } from '@/components/ui/fields/use-submit';
import { LEAD_MESSAGES } from '@/lib/domain/leads';
import { plansOf } from '@/lib/domain/plans';
import { rememberPlanContact } from '@/lib/plan-prefill';

import type { OwnerProperty } from './owner-property';

const EMPTY = { name: '', email: '', phone: '', message: '' };

/** "Quiero que la agencia venda (o arriende) mi inmueble": an owner lead with the property's details. */
export function OwnerLeadForm({ property, cityName }: { property: OwnerProperty; cityName: string }) {
  const { values, errors, setErrors, bind } = useFormValues(EMPTY);
  const [acceptPrivacy, setAcceptPrivacy] = useState(false);
  const [website, setWebsite] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, failure, run } = useSubmit({});
  const verb = property.operation === 'arriendo' ? 'arriende' : 'venda';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const result = await submitLead({
        kind: 'owner',
        ...values,
        message: values.message || undefined,
        property,
        acceptPrivacy: acceptPrivacy || undefined,
        website,
      });
      if (!result.ok) {
        setErrors(result.errors);
        // Field errors show beside their fields; the status then only points at them.
        const marked = Object.keys(result.errors).length > 0;
        refuse(
          marked
            ? 'Revisa los datos marcados.'
            : result.message || 'No pudimos enviar tus datos. Intenta de nuevo o escríbenos por WhatsApp.',
        );
      }
      rememberPlanContact({ name: values.name, email: values.email, phone: values.phone, city: cityName });
      setSent(true);
    });
  }

  if (sent) {
    return (
      <div className="space-y-4 rounded-3xl border border-emerald-200 bg-emerald-50 p-6">
        <FormStatus status="success" message={LEAD_MESSAGES.sent.owner} />
        <p className="text-ink">Mientras tanto, puedes elegir el plan con el que la agencia acompañará tu inmueble:</p>
        <ul className="flex flex-wrap gap-3">
          {plansOf(property.operation).map((plan) => (
            <li key={plan.id}>
              <Link
                href={`/plan-form?plan=${plan.id}`}
                className="inline-block rounded-xl border border-primary bg-white px-4 py-2 font-semibold text-primary hover:bg-primary/5"
              >
                Plan {plan.name} ({plan.priceLabel})
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="relative space-y-5 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 className="text-2xl font-bold text-ink">Quiero que la agencia {verb} mi inmueble</h2>
      <p className="text-muted">Déjanos tus datos y un asesor te llamará con la estimación y los siguientes pasos.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFields bind={bind} nameLabel="Nombre" />
      </div>
      <TextArea look={siteLook} label="¿Algo más que debamos saber?" optional rows={3} {...bind('message')} />
      <ConsentField
        variant="site"
        checked={acceptPrivacy}
        onChange={(checked) => {
          setAcceptPrivacy(checked);
          setErrors(({ acceptPrivacy: _c, ...rest }) => rest);
        }}
        error={errors.acceptPrivacy}
      />
      <Honeypot value={website} onChange={setWebsite} />
      {failure && <FormStatus status="error" message={failure} />}
      <SubmitButton busy={busy} label="Enviar mis datos" busyLabel="Enviando…" className={ownerButton} />
    </form>
  );
}

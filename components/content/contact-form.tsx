'use client';

import { useState, type FormEvent } from 'react';

import { ConsentField } from '@/components/ui/fields/choice';
import { TextArea, TextField } from '@/components/ui/fields/field';
import { siteLook } from '@/components/ui/fields/looks';
import { FormStatus, Honeypot } from '@/components/ui/fields/status';
import { SubmitButton } from '@/components/ui/fields/submit-button';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { whatsappUrl } from '@/lib/whatsapp';

import { ContactFields } from './contact-fields';
import { contactWhatsappText, type ContactValues } from './contact-text';
import { leadButton, LeadForm } from './lead-form';
import { useLeadSubmit } from './submit-lead';

const BUTTON = `${leadButton} sm:w-auto`;
const SUCCESS = '¡Mensaje enviado exitosamente! Nos pondremos en contacto contigo pronto.';
const ERROR = 'Hubo un error al enviar el mensaje. Por favor, intenta nuevamente.';

/**
 * /contact (docs/product-rules.md#contact): opens the WhatsApp deep link in a new tab (inside the click, so no popup
 * blocker stops it) and stores a contact lead; success resets to the prefilled values.
 */
export function ContactForm({
  whatsapp,
  prefill,
}: {
  whatsapp: string;
  prefill: Pick<ContactValues, 'subject' | 'message'>;
}) {
  const initial: ContactValues = { name: '', email: '', phone: '', ...prefill };
  const { values, setValues, errors, setErrors, bind } = useFormValues(initial);
  const [acceptPrivacy, setAcceptPrivacy] = useState(false);
  const [website, setWebsite] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, failure, sendLead } = useLeadSubmit(setErrors, ERROR);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    const body = { kind: 'contact', ...values, acceptPrivacy: acceptPrivacy || undefined, website };
    const opening = () =>
      window.open(whatsappUrl(whatsapp, contactWhatsappText(values)), '_blank', 'noopener,noreferrer');
    if (!(await sendLead('contactLeadSchema', body, opening))) return;
    setValues(initial);
    setAcceptPrivacy(false);
    setErrors({});
    setSent(true);
  }

  return (
    <LeadForm label="Formulario de contacto" onSubmit={onSubmit}>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFields bind={bind} nameLabel="Nombre completo" phoneOptional />
        <TextField look={siteLook} label="Asunto" {...bind('subject')} />
      </div>
      <TextArea look={siteLook} label="Mensaje" {...bind('message')} />
      <Honeypot value={website} onChange={setWebsite} />
      <ConsentField variant="site" checked={acceptPrivacy} onChange={setAcceptPrivacy} error={errors.acceptPrivacy} />
      {sent && <FormStatus status="success" message={SUCCESS} />}
      {failure && <FormStatus status="error" message={failure} />}
      <SubmitButton busy={busy} label="Enviar mensaje" busyLabel="Enviando..." className={BUTTON} />
      <p className="text-xs text-muted">
        Al enviar se abrirá WhatsApp en una pestaña nueva con tu mensaje listo para enviar.
      </p>
    </LeadForm>
  );
}

'use client';

import type { FormEvent } from 'react';

import { postJson } from '@/components/auth/post-json';
import { loadedLeadSchemas, loadSchemasOnTouch, preloadLeadSchemas } from '@/components/content/lead-schemas';
import { TextArea, TextField } from '@/components/ui/fields/field';
import { accountLook, plainLook } from '@/components/ui/fields/looks';
import { refuse } from '@/components/ui/fields/use-submit';
import { DEFAULT_INQUIRY_MESSAGE, LEAD_MESSAGES } from '@/lib/domain/leads';
import { whatsappUrl } from '@/lib/whatsapp';

import { inquiryText } from './inquiry-message';
import { LeadFormFooter, useLeadAnswer } from './lead-form-footer';

const ERROR = 'Hubo un error al enviar el mensaje. Por favor, intenta nuevamente.';
type Errors = Partial<Record<'nombre' | 'email' | 'telefono' | 'mensaje' | 'acceptPrivacy', string>>;
const CONTACT = [
  { name: 'nombre', label: 'Nombre *', autoComplete: 'name' },
  { name: 'email', label: 'Email *', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'telefono', label: 'Teléfono *', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
] as const;

/**
 * The property inquiry: validated with the API's own schema, then the WhatsApp deep link
 * opens in a new tab (inside the click, so no popup blocker stops it) and the lead is stored.
 */
export function InquiryForm({ propertyId, title, whatsapp }: { propertyId: string; title: string; whatsapp: string }) {
  const answer = useLeadAnswer<Errors>();
  const { errors, setErrors, setSuccess, setFailure, submit } = answer;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = {
      kind: 'property-inquiry' as const,
      propertyId,
      nombre: String(data.get('nombre') ?? ''),
      email: String(data.get('email') ?? ''),
      telefono: String(data.get('telefono') ?? ''),
      mensaje: String(data.get('mensaje') ?? ''),
      acceptPrivacy: data.get('acceptPrivacy') === 'on',
      website: String(data.get('website') ?? ''),
    };
    const schemas = loadedLeadSchemas() ?? (await preloadLeadSchemas().catch(() => null));
    setSuccess('');
    if (!schemas) return setFailure(ERROR); // the schemas could not load
    await submit(schemas.propertyInquiryLeadSchema.safeParse(body), async () => {
      setErrors({});
      const url = `${window.location.origin}/property/${propertyId}`;
      window.open(whatsappUrl(whatsapp, inquiryText({ title, url }, body)), '_blank', 'noopener,noreferrer');
      const result = await postJson('/api/leads', body, ERROR);
      if (!result.ok) refuse(result.message === ERROR || !result.message ? ERROR : `${ERROR} ${result.message}`);
      form.reset();
      setSuccess(LEAD_MESSAGES.sent['property-inquiry']);
    });
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      {...loadSchemasOnTouch}
      aria-labelledby="consulta-titulo"
      className="space-y-4"
    >
      <h2 id="consulta-titulo" className="text-xl font-bold text-ink">
        ¿Te interesa este inmueble?
      </h2>
      {CONTACT.map((field) => (
        <TextField key={field.name} look={accountLook} required error={errors[field.name]} {...field} />
      ))}
      <TextArea look={plainLook} name="mensaje" label="Mensaje" rows={4} placeholder={DEFAULT_INQUIRY_MESSAGE} />
      <LeadFormFooter form={answer} label="Enviar consulta por WhatsApp" busyLabel="Enviando..." />
    </form>
  );
}

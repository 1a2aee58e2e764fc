// Pure text builders of the contact page (unit-tested): the ?service= prefill and the WhatsApp message.

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** /contact (docs/product-rules.md#contact): ?service={name} prefills the subject and the message. */
export function contactPrefill(service: string | null | undefined): Pick<ContactValues, 'subject' | 'message'> {
  const name = service?.trim().slice(0, 100);
  if (!name) return { subject: '', message: '' };
  return {
    subject: `Información sobre ${name}`,
    message: `Hola, me gustaría recibir más información sobre el servicio de ${name}.`,
  };
}

/** The WhatsApp text of a contact message: 'No proporcionado' when there is no phone. */
export function contactWhatsappText(v: ContactValues): string {
  return [
    `Hola, mi nombre es ${v.name.trim()}.`,
    `Email: ${v.email.trim()}`,
    `Teléfono: ${v.phone.trim() || 'No proporcionado'}`,
    `Asunto: ${v.subject.trim()}`,
    `Mensaje: ${v.message.trim()}`,
  ].join('\n');
}

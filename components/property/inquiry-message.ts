import { DEFAULT_INQUIRY_MESSAGE } from '@/lib/domain/leads';

/** The WhatsApp text of a property inquiry (the form opens WhatsApp prefilled). */
export function inquiryText(
  property: { title: string; url: string },
  form: { nombre: string; email: string; telefono: string; mensaje?: string },
): string {
  return [
    `Hola, me interesa el inmueble "${property.title}" (${property.url}).`,
    `Nombre: ${form.nombre.trim()}`,
    `Email: ${form.email.trim()}`,
    `Teléfono: ${form.telefono.trim()}`,
    `Mensaje: ${form.mensaje?.trim() || DEFAULT_INQUIRY_MESSAGE}`,
  ].join('\n');
}

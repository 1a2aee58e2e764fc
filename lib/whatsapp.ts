/**
 * The WhatsApp deep link SPEC's contact, inquiry and plan forms open in a new tab: the agency's
 * number (Settings > General `whatsapp`, digits only) with the prefilled text.
 */
export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

import type { Slot } from '../../../domain/visits';

const DAY = new Intl.DateTimeFormat('es-CO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'America/Bogota',
});
const TIME = new Intl.DateTimeFormat('es-CO', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Bogota' });

/** "lunes, 4 de mayo a las 9:00 a. m." (Bogotá time), for timelines. */
export function describeSlot(slot: Slot): string {
  return `${DAY.format(slot.start)} a las ${TIME.format(slot.start)}`;
}

/** "lunes, 4 de mayo de 2026, de 9:00 a. m. a 10:00 a. m. (hora de Bogotá)", for e-mails. */
export function describeSlotInFull(slot: Slot): string {
  const day = new Intl.DateTimeFormat('es-CO', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Bogota',
  }).format(slot.start);
  return `${day}, de ${TIME.format(slot.start)} a ${TIME.format(slot.end)} (hora de Bogotá)`;
}

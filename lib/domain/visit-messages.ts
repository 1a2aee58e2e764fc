// What visitors and staff read about visits (API answers, e-mails, pages).

export const VISIT_MESSAGES = {
  booked: '¡Visita agendada! Te enviamos la confirmación a tu correo.',
  cancelled: 'Visita cancelada',
  moved: 'Visita reprogramada',
  slotTaken: 'Ese horario ya no está disponible. Elige otro.',
  slotInvalid: 'El horario elegido no está disponible para visitas',
  notBookable: 'Las visitas se agendan con al menos una hora de anticipación y hasta 60 días antes',
  linkInvalid: 'El enlace de la visita no es válido',
  notFound: 'Visita no encontrada',
  alreadyCancelled: 'La visita ya fue cancelada',
  past: 'La visita ya pasó: no se puede cambiar',
  sameSlot: 'Elige un horario distinto al actual',
  changed: 'La visita cambió mientras la editabas. Recarga la página.',
  propertyNotFound: 'Propiedad no encontrada',
  date: 'La fecha debe tener el formato AAAA-MM-DD',
  start: 'La hora de la visita debe ser una fecha ISO 8601 con zona horaria',
  action: 'La acción debe ser cancel o move',
  agendaForbidden: 'Solo un administrador puede ver la agenda de otro asesor',
} as const;

// What a user can meet about leases (asserted by tests/integration/rentals-lease.test.ts and the
// unit tests of lib/validation/leases.ts). Pure.

export const LEASE_MESSAGES = {
  created: 'Contrato de arriendo registrado',
  updated: 'Contrato de arriendo actualizado',
  terminated: 'Contrato de arriendo terminado',
  notFound: 'Contrato no encontrado',
  invalidId: 'ID de contrato inválido',
  invalidProperty: 'ID de inmueble inválido',
  propertyNotFound: 'Inmueble no encontrado',
  notARental:
    'El inmueble no está publicado en arriendo: solo un inmueble en arriendo puede tener contrato de arriendo',
  noMandate:
    'El inmueble no tiene un mandato vigente: registra el mandato del propietario antes de firmar el contrato de arriendo',
  leaseInForce: 'El inmueble ya tiene un contrato de arriendo vigente',
  tenantName: 'Indica el nombre del arrendatario',
  tenantPhone: 'Indica el teléfono del arrendatario',
  invalidPhone: 'El teléfono no es válido',
  invalidEmail: 'El email no es válido',
  documentType: 'Tipo de documento inválido (CC, CE, NIT o PAS)',
  documentRequired: 'Indica el número de documento',
  consent:
    'Debes contar con la autorización del arrendatario para el tratamiento de sus datos personales (Ley 1581 de 2012)',
  guaranteeType: 'Tipo de garantía inválido: codeudor, afianzadora o ninguna',
  coSignerRequired: 'Indica al menos un codeudor con su nombre y documento',
  insurerRequired: 'Indica la afianzadora y el número de la póliza',
  // Ley 820 de 2003, art. 16: the only guarantees are personal ones (co-signers, an insurer's policy).
  deposit:
    'Ley 820 de 2003, artículo 16: no se pueden exigir depósitos en dinero efectivo u otra clase de cauciones reales para garantizar el cumplimiento del contrato de arrendamiento. La garantía es un codeudor, una afianzadora o ninguna.',
  // Ley 820 de 2003, art. 18: the canon may not exceed 1 % of the property's commercial value.
  aboveOnePercent: (max: string) =>
    `Ley 820 de 2003, artículo 18: el canon mensual no puede exceder el uno por ciento (1 %) del valor comercial del inmueble (máximo ${max})`,
  monthlyRent: 'El canon mensual debe ser un número entero de pesos mayor que 0',
  adminFee: 'La administración debe ser un número entero de pesos (0 si no hay)',
  commercialValue: 'El valor comercial debe ser un número entero de pesos mayor que 0',
  startDate: 'La fecha de inicio debe tener el formato AAAA-MM-DD',
  paidThrough: 'La fecha "pagado hasta" debe tener el formato AAAA-MM-DD',
  paidThroughBeforeStart: 'La fecha "pagado hasta" no puede ser anterior a la fecha de inicio',
  termMonths: 'La duración debe ser un número entero de meses entre 1 y 120',
  graceDays: 'Los días de gracia deben ser un número entero entre 0 y 28',
  commissionPercent: 'La comisión de administración debe ser un porcentaje entre 0 y 100',
  contactChannels: 'Canal de contacto inválido: email, whatsapp, sms o llamada',
  emptyPatch: 'Indica al menos un campo para actualizar',
  rentByIncrease: 'El canon solo cambia con un incremento (POST /api/leases/{id}/increases)',
  terminateDate: 'La fecha de terminación debe tener el formato AAAA-MM-DD',
  terminateBeforeStart: 'La fecha de terminación no puede ser anterior a la fecha de inicio del contrato',
  terminateReason: 'Indica el motivo de la terminación',
  alreadyTerminated: 'El contrato ya está terminado',
  endedLease: 'El contrato está terminado: ya no se puede modificar',
  linkCreated: 'Enlace del estado de cuenta creado',
  linkRevoked: 'Enlace del estado de cuenta revocado',
  linkNotFound: 'Este enlace no existe o ya no está disponible',
  noLinkToRevoke: 'El contrato no tiene un enlace activo',
  invalidAgent: 'ID de asesor inválido',
  invalidStatus: 'Estado inválido: vigente, por_vencer o terminado',
} as const;

/** The OpenAPI rule lines of the Ley 820 checks at signing. */
export const LEASE_LAW_RULES = [
  `Ley 820 art. 18: un canon mayor que el 1 % de commercialValue (cuando se indica) → 400 ('${LEASE_MESSAGES.aboveOnePercent('$ …')}')`,
  `Ley 820 art. 16: una garantía que no es personal (guarantee.type 'deposito', un campo deposit) → 400 ('${LEASE_MESSAGES.deposit}')`,
  'el inmueble debe ser un arriendo (operation arriendo) con un mandato vigente y sin contrato en curso (409)',
];

// Every Spanish message of the ledger: payments, reversals, expenses, statements and the owner's
// settlement (docs/rentals.md). Pure: the forms, the services and the tests read the same words.

export const LEDGER_MESSAGES = {
  invalidPaymentId: 'ID de pago inválido',
  paymentNotFound: 'Pago no encontrado',
  amountRequired: 'El valor es obligatorio',
  amountInteger: 'El valor debe ser un número entero de pesos, mayor que cero',
  amountMax: 'El valor admite máximo 10.000.000.000 de pesos',
  dateRequired: 'La fecha es obligatoria (AAAA-MM-DD)',
  dateInvalid: 'La fecha no es válida (AAAA-MM-DD)',
  dateInFuture: 'La fecha no puede ser posterior a hoy',
  dateBeforeStart: 'La fecha no puede ser anterior al inicio del contrato',
  method: 'El medio de pago debe ser transferencia, consignacion, pse o efectivo',
  referenceMax: 'La referencia admite máximo 120 caracteres',
  reasonRequired: 'Indica el motivo de la reversión',
  reasonMax: 'El motivo admite máximo 500 caracteres',
  descriptionRequired: 'Describe el gasto',
  descriptionMax: 'La descripción admite máximo 300 caracteres',
  alreadyReversed: 'Este pago ya fue reversado',
  paymentRecorded: 'Pago registrado',
  paymentReversed: 'Pago reversado',
  expenseRecorded: 'Gasto registrado',
  onlyAdminReverses: 'Solo un administrador puede reversar un pago',
  monthRequired: 'Indica el mes de la liquidación (AAAA-MM)',
  monthInvalid: 'El mes no es válido (AAAA-MM)',
  monthInFuture: 'El mes de la liquidación no puede ser posterior al mes actual',
  ownerNotFound: 'Propietario no encontrado',
  invalidOwnerId: 'ID de propietario inválido',
  payoutRecorded: 'Pago de la liquidación registrado',
  payoutExists: 'El pago de esta liquidación ya fue registrado',
  payoutMonthOpen: 'Solo se registra el pago de una liquidación de un mes ya cerrado',
  payoutNothing: 'Esta liquidación no tiene contratos ni valores que pagar',
  withholdingLabel: 'Cada retención necesita un nombre',
  withholdingPercent: 'El porcentaje de cada retención debe estar entre 0 y 100',
  withholdingMax: 'Máximo 5 retenciones',
} as const;

/** The label of a charge settled before the lease was registered (`paidThrough`). */
export const SETTLED_AT_REGISTRATION = 'Saldado al registrar';

export const PAYMENT_METHOD_LABELS = {
  transferencia: 'Transferencia',
  consignacion: 'Consignación',
  pse: 'PSE',
  efectivo: 'Efectivo',
} as const;

export const CHARGE_STATUS_LABELS = {
  pagado: 'Pagado',
  pendiente: 'Pendiente',
  vencido: 'Vencido',
  saldado_al_registrar: SETTLED_AT_REGISTRATION,
} as const;

/** The IVA on the agency's commission (Estatuto Tributario, art. 468: general rate). */
export const IVA_PERCENT = 19;

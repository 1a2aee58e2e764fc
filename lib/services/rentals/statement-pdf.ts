import 'server-only';

import { dayInWords } from '../../domain/owner-report';
import { CHARGE_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../domain/rentals/ledger-messages';
import type { ApiStatement } from '../../validation/lease-statement';
import type { LedgerLease } from './ledger-lease';
import { heading, pairs, paragraph, pesos, renderPdf, section, table } from './pdf-kit';

// The tenant's "Estado de cuenta" as a PDF: the lease, the summary (balance, interest, credit,
// days overdue, next due), every charge with what was paid of it, every payment with where it
// went, and how to pay. Figures exactly as the JSON statement gives them.

export interface StatementPdfInput {
  lease: LedgerLease;
  statement: ApiStatement;
  agencyName: string;
  bankDetails: string;
}

export const statementFileName = (lease: LedgerLease, asOf: string) =>
  `estado-de-cuenta-${lease.property.code || lease.id}-${asOf}.pdf`;

export function renderStatementPdf({ lease, statement, agencyName, bankDetails }: StatementPdfInput) {
  return renderPdf(
    { title: 'Estado de cuenta', author: agencyName, subject: `Contrato de arriendo ${lease.property.title}` },
    (doc) => {
      heading(doc, agencyName, 'Estado de cuenta', `Al ${dayInWords(statement.asOf, true)}`);
      pairs(doc, [
        ['Arrendatario', lease.tenant.name],
        ['Inmueble', [lease.property.code, lease.property.title].filter(Boolean).join(' · ')],
        ['Canon vigente', pesos(lease.monthlyRent)],
        ['Administración', pesos(lease.adminFee)],
        ['Inicio del contrato', dayInWords(lease.startDate, true)],
      ]);
      section(doc, 'Resumen');
      pairs(doc, [
        ['Saldo a la fecha', pesos(statement.balance)],
        ['Intereses de mora', pesos(statement.interest)],
        ['Saldo a favor', pesos(statement.credit)],
        ['Días de mora', String(statement.daysOverdue)],
        [
          'Próximo vencimiento',
          statement.nextDue
            ? `${pesos(statement.nextDue.amount)} el ${dayInWords(statement.nextDue.due, true)}`
            : 'Sin cargos pendientes',
        ],
      ]);
      section(doc, 'Cargos');
      table(
        doc,
        [
          { label: 'Periodo', width: 0.14 },
          { label: 'Vence', width: 0.14 },
          { label: 'Canon', width: 0.15, align: 'right' },
          { label: 'Administración', width: 0.15, align: 'right' },
          { label: 'Pagado', width: 0.15, align: 'right' },
          { label: 'Estado', width: 0.27 },
        ],
        statement.charges.map((charge) => [
          charge.period,
          charge.due,
          pesos(charge.canon),
          pesos(charge.adminFee),
          pesos(charge.paid),
          CHARGE_STATUS_LABELS[charge.status],
        ]),
        'Aún no hay cargos.',
      );
      section(doc, 'Pagos');
      table(
        doc,
        [
          { label: 'Fecha', width: 0.14 },
          { label: 'Valor', width: 0.15, align: 'right' },
          { label: 'Medio', width: 0.15 },
          { label: 'Referencia', width: 0.2 },
          { label: 'Aplicado', width: 0.36 },
        ],
        statement.payments.map((payment) => [
          payment.date,
          pesos(payment.amount),
          PAYMENT_METHOD_LABELS[payment.method],
          payment.reference,
          payment.allocation
            ? [
                payment.allocation.interest && `intereses ${pesos(payment.allocation.interest)}`,
                payment.allocation.canon && `canon ${pesos(payment.allocation.canon)}`,
                payment.allocation.adminFee && `adm. ${pesos(payment.allocation.adminFee)}`,
                payment.allocation.credit && `a favor ${pesos(payment.allocation.credit)}`,
              ]
                .filter(Boolean)
                .join(', ')
            : `Reversado: ${payment.reversal?.reason ?? ''}`,
        ]),
        'Aún no hay pagos.',
      );
      section(doc, 'Cómo pagar');
      paragraph(doc, bankDetails.trim() || 'Consulta con la inmobiliaria los datos para el pago.');
      paragraph(
        doc,
        'Cada pago se aplica primero a los intereses de mora y luego al cargo más antiguo (Código Civil, art. 1653); lo que sobra queda como saldo a favor para el próximo cargo.',
      );
    },
  );
}

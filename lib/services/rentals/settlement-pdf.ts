import 'server-only';

import { monthInWords } from '../../domain/owner-report';
import type { ApiSettlement } from '../../validation/settlements';
import { heading, pairs, paragraph, pesos, renderPdf, section, table } from './pdf-kit';

// The owner's "Liquidación de arrendamientos" as a PDF: one line per lease (collected, commission,
// IVA, expenses, withholdings, net) and the totals, figures exactly as the JSON settlement gives them.

export const settlementFileName = (settlement: ApiSettlement) => `liquidacion-${settlement.month}.pdf`;

export function renderSettlementPdf(settlement: ApiSettlement, agencyName: string) {
  const { totals } = settlement;
  return renderPdf(
    {
      title: 'Liquidación de arrendamientos',
      author: agencyName,
      subject: `${settlement.owner.name}, ${settlement.month}`,
    },
    (doc) => {
      heading(
        doc,
        agencyName,
        'Liquidación de arrendamientos',
        `${settlement.owner.name} · ${monthInWords(settlement.month)}`,
      );
      section(doc, 'Contratos');
      table(
        doc,
        [
          { label: 'Inmueble', width: 0.22 },
          { label: 'Recaudado', width: 0.13, align: 'right' },
          { label: 'Comisión', width: 0.12, align: 'right' },
          { label: 'IVA', width: 0.1, align: 'right' },
          { label: 'Gastos', width: 0.11, align: 'right' },
          { label: 'Retenciones', width: 0.15, align: 'right' },
          { label: 'Neto', width: 0.17, align: 'right' },
        ],
        settlement.lines.map((line) => [
          line.property.code || line.property.title,
          pesos(line.collected),
          pesos(line.commission),
          pesos(line.iva),
          pesos(line.expenses),
          pesos(line.withholdings),
          pesos(line.net),
        ]),
        'No hay contratos con movimientos en este mes.',
      );
      section(doc, 'Totales');
      const withheld = settlement.lines
        .flatMap((line) => line.withholdingDetail)
        .reduce((by, w) => by.set(w.label, (by.get(w.label) ?? 0) + w.amount), new Map<string, number>());
      pairs(doc, [
        ['Recaudado', pesos(totals.collected)],
        ['Comisión de administración', pesos(totals.commission)],
        ['IVA (19 %) sobre la comisión', pesos(totals.iva)],
        ['Gastos del inmueble', pesos(totals.expenses)],
        ...[...withheld].map(([label, amount]) => [label, pesos(amount)] as const),
        ['Neto a pagar', pesos(settlement.total)],
      ]);
      if (settlement.payout)
        pairs(doc, [
          ['Pagado', `${settlement.payout.date} · ${pesos(settlement.payout.total)} · ${settlement.payout.reference}`],
        ]);
      paragraph(
        doc,
        'La comisión y las retenciones se calculan sobre la parte de los pagos aplicada al canon; cada cifra se redondea al peso. La inmobiliaria calcula las retenciones configuradas; no decide su procedencia tributaria.',
      );
    },
  );
}

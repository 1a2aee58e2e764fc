// The owner's report in plain Spanish (docs/owner-report.md): the lines the page and the monthly
// e-mail share, and the e-mail itself. Pure, unit-tested.

import { formatNumber, formatPrice } from '../format';
import { monthInWords, percentileInWords, type WeekCount } from './owner-report';

/** What the words need of a report (GET /api/properties/{id}/report's shape). */
export interface ReportFigures {
  property: { title: string; price: number; place: string };
  views: { total: number; byWeek: WeekCount[] };
  favorites: number;
  inquiries: number;
  visits: { booked: number; done: number };
  daysOnMarket: number | null;
  market: { pricePerM2: number | null; pricePerM2Median: number | null; percentile: number | null };
}

export interface ReportFact {
  label: string;
  value: string;
  /** The same figure in a sentence. */
  words: string;
}

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** Views of the last four weeks of the chart (the current one included). */
export const lastFourWeeks = (byWeek: readonly WeekCount[]) => byWeek.slice(-4).reduce((sum, w) => sum + w.count, 0);

/** The figures, each as a label, a number and a sentence. */
export function reportFacts(report: ReportFigures): ReportFact[] {
  const { views, visits, market } = report;
  const recent = lastFourWeeks(views.byWeek);
  const place = report.property.place ? ` en ${report.property.place}` : ' en la zona';
  return [
    {
      label: 'Visitas a su página',
      value: formatNumber(views.total),
      words: `Su página se ha visto ${plural(views.total, 'vez', 'veces')} en total, ${plural(recent, 'vez', 'veces')} en las últimas cuatro semanas.`,
    },
    {
      label: 'Guardado en favoritos',
      value: formatNumber(report.favorites),
      words: `${plural(report.favorites, 'persona lo tiene', 'personas lo tienen')} entre sus favoritos.`,
    },
    {
      label: 'Consultas',
      value: formatNumber(report.inquiries),
      words: `Hemos recibido ${plural(report.inquiries, 'consulta', 'consultas')} sobre tu inmueble.`,
    },
    {
      label: 'Visitas agendadas',
      value: formatNumber(visits.booked),
      words: `${plural(visits.booked, 'visita agendada', 'visitas agendadas')}; ${plural(visits.done, 'ya se hizo', 'ya se hicieron')}.`,
    },
    {
      label: 'Días publicado',
      value: report.daysOnMarket === null ? '—' : formatNumber(report.daysOnMarket),
      words:
        report.daysOnMarket === null
          ? 'Tu inmueble aún no está publicado.'
          : `Lleva ${plural(report.daysOnMarket, 'día', 'días')} publicado.`,
    },
    {
      label: 'Precio por m²',
      value: market.pricePerM2 === null ? '—' : formatPrice(market.pricePerM2),
      words:
        market.pricePerM2Median === null
          ? percentileInWords(null)
          : `El precio por m² típico${place} es ${formatPrice(market.pricePerM2Median)}. ${percentileInWords(market.percentile)}`,
    },
  ];
}

export interface ReportMailInput {
  ownerName: string;
  /** AAAA-MM of the e-mail. */
  month: string;
  url: string;
  agencyName: string;
}

export function reportMailSubject(report: ReportFigures, month: string): string {
  return `Así va tu inmueble «${report.property.title}»: ${monthInWords(month)}`;
}

/** The monthly e-mail's text: the figures in sentences, the link, and why it arrives (Ley 1581). */
export function reportMailText(report: ReportFigures, input: ReportMailInput): string {
  return [
    `Hola, ${input.ownerName}:`,
    '',
    `Así va tu inmueble «${report.property.title}» (${formatPrice(report.property.price)}) a comienzos de ${monthInWords(input.month)}:`,
    '',
    ...reportFacts(report).map((fact) => `- ${fact.words}`),
    '',
    'Mira el informe completo, con la gráfica de visitas por semana:',
    input.url,
    '',
    'Este enlace es solo para ti: no lo compartas. Funciona mientras el contrato de corretaje esté vigente.',
    '',
    `Recibes este informe porque autorizaste a ${input.agencyName} a tratar tus datos (Ley 1581 de 2012) al confiarnos tu inmueble. Si no quieres recibirlo más, respóndenos este correo o dile a tu asesor.`,
    '',
    input.agencyName,
  ].join('\n');
}

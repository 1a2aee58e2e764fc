import 'server-only';

import PDFDocument from 'pdfkit';

import { dayInWords } from '../../domain/owner-report';
import { INCREASE_MESSAGES } from '../../domain/rentals/notice-messages';
import { formatPercent, formatPrice } from '../../format';

// "Notificación de incremento del canon" (Ley 820 de 2003, art. 20): the letter that tells the
// tenant the amount of the increase and the day it takes effect. One A4 page with pdfkit's
// standard fonts (WinAnsi: accents, ñ and the peso sign are text a reader can search and copy).

export interface IncreaseLetter {
  agency: { name: string; address: string; phone: string; email: string };
  ownerName: string;
  tenant: { name: string; documentType: string; documentNumber: string };
  property: { title: string; address: string };
  /** The Bogotá day the letter is dated (the day the increase was recorded). */
  date: string;
  percent: number;
  ipcYear: string;
  ipc: number;
  previousRent: number;
  newRent: number;
  adminFee: number;
  effectiveDate: string;
  /** Whether 1 % of a known commercial value also bounded it (art. 18). */
  commercialValueKnown: boolean;
}

const PAGE_WIDTH = 595.28;
const M = 64;
const W = PAGE_WIDTH - 2 * M;
const INK = '#0f172a';
const MUTED = '#475569';
const LINE = '#cbd5e1';

/** "$ 2.080.000" with a plain space (the PDF's text stays searchable as typed). */
const pesos = (amount: number) => formatPrice(amount).replace(/\u00a0/g, ' ');
const day = (d: string) => dayInWords(d, true);

type Doc = PDFKit.PDFDocument;

function paragraph(doc: Doc, text: string, gap = 12) {
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(INK)
    .text(text, M, doc.y + gap, { width: W, align: 'justify' });
}

function figures(doc: Doc, rows: Array<[string, string]>) {
  let y = doc.y + 14;
  doc.rect(M, y - 6, W, 1).fill(LINE);
  for (const [label, value] of rows) {
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(MUTED)
      .text(label, M, y, { width: W * 0.55 });
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(value, M + W * 0.55, y, { width: W * 0.45, align: 'right' });
    y += 22;
  }
  doc.rect(M, y - 4, W, 1).fill(LINE);
  doc.y = y;
}

function draw(doc: Doc, letter: IncreaseLetter) {
  const { agency } = letter;
  doc.font('Helvetica-Bold').fontSize(15).fillColor(INK).text(agency.name, M, M, { width: W });
  const contact = [agency.address, agency.phone, agency.email].filter(Boolean).join(' · ');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(contact, M, doc.y + 2, { width: W });
  doc.rect(M, doc.y + 8, W, 1).fill(LINE);

  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(INK)
    .text(`Bogotá, ${day(letter.date)}`, M, doc.y + 26, { width: W });
  const to = [
    'Señor(a)',
    letter.tenant.name,
    `${letter.tenant.documentType} ${letter.tenant.documentNumber}`,
    `Arrendatario del inmueble ${letter.property.title}`,
    ...(letter.property.address ? [letter.property.address] : []),
  ];
  doc.text(to.join('\n'), M, doc.y + 18, { width: W });
  doc.font('Helvetica-Bold').text(`Asunto: ${INCREASE_MESSAGES.mailSubject}`, M, doc.y + 18, { width: W });

  paragraph(
    doc,
    `En cumplimiento del artículo 20 de la Ley 820 de 2003, le informamos que, cumplidos doce meses de ejecución del contrato de arrendamiento con el mismo canon, el canon mensual se reajusta como sigue:`,
    18,
  );
  figures(doc, [
    ['Canon mensual actual', pesos(letter.previousRent)],
    ['Incremento', formatPercent(letter.percent)],
    ['Nuevo canon mensual', pesos(letter.newRent)],
    ['Fecha en que se hace efectivo', day(letter.effectiveDate)],
  ]);
  const bounds = letter.commercialValueKnown
    ? `no supera el índice de precios al consumidor (IPC) de ${letter.ipcYear} certificado por el DANE (${formatPercent(letter.ipc)}) ni el uno por ciento del valor comercial del inmueble (artículo 18 de la misma ley)`
    : `no supera el índice de precios al consumidor (IPC) de ${letter.ipcYear} certificado por el DANE (${formatPercent(letter.ipc)})`;
  paragraph(doc, `El incremento ${bounds}.`, 16);
  paragraph(
    doc,
    `El nuevo canon se cobra desde el periodo que empieza el ${day(letter.effectiveDate)}.${letter.adminFee > 0 ? ` La cuota de administración (${pesos(letter.adminFee)}) no cambia con este incremento.` : ''}`,
  );
  paragraph(doc, 'Cordialmente,', 24);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(agency.name, M, doc.y + 36, { width: W });
  if (letter.ownerName)
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text(`Administrador del inmueble, en representación del arrendador ${letter.ownerName}`, M, doc.y + 2, {
        width: W,
      });
}

/** The letter as PDF bytes. */
export function drawIncreaseLetter(letter: IncreaseLetter): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    info: { Title: INCREASE_MESSAGES.mailSubject, Author: letter.agency.name, Subject: letter.property.title },
    lang: 'es-CO',
  } as PDFKit.PDFDocumentOptions);
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  draw(doc, letter);
  doc.end();
  return done;
}

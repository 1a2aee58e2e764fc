import 'server-only';

import PDFDocument from 'pdfkit';

import { formatNumber } from '../../format';

// What the ledger's PDFs share (the statement and the settlement): an A4 document with pdfkit's
// standard fonts (WinAnsi: accents, ñ and the peso sign come out as text a reader can search),
// a heading, label-value lines and tables that continue on a new page when they reach the bottom.

export type Doc = PDFKit.PDFDocument;

export const PAGE = { width: 595.28, height: 841.89 };
export const M = 40;
export const W = PAGE.width - 2 * M;
const INK = '#0f172a';
const MUTED = '#475569';
const LINE = '#cbd5e1';
const BOTTOM = PAGE.height - 56;

/** "$ 1.250.000", "-$ 40.000" (an ASCII minus: WinAnsi has no U+2212). */
export const pesos = (amount: number) => `${amount < 0 ? '-' : ''}$ ${formatNumber(Math.abs(amount))}`;

/** Draws `draw` into a new A4 document and returns its bytes. */
export function renderPdf(info: { title: string; author: string; subject: string }, draw: (doc: Doc) => void) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    info: { Title: info.title, Author: info.author, Subject: info.subject },
    lang: 'es-CO',
  } as PDFKit.PDFDocumentOptions);
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

export function heading(doc: Doc, agency: string, title: string, subtitle: string) {
  doc.font('Helvetica-Bold').fontSize(15).fillColor(INK).text(agency, M, M, { width: W });
  doc
    .font('Helvetica-Bold')
    .fontSize(19)
    .fillColor(INK)
    .text(title, M, doc.y + 6, { width: W });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(subtitle, M, doc.y + 2, { width: W });
  doc.rect(M, doc.y + 8, W, 1).fill(LINE);
  doc.y += 18;
}

export function section(doc: Doc, title: string) {
  room(doc, 40);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(title, M, doc.y + 8, { width: W });
  doc.y += 4;
}

/** Label-value pairs, one a line. */
export function pairs(doc: Doc, rows: ReadonlyArray<readonly [string, string]>) {
  for (const [label, value] of rows) {
    room(doc, 16);
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, M, y, { width: 200 });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(value, M + 205, y, { width: W - 205 });
    doc.y = Math.max(doc.y, y + 14);
  }
}

export function paragraph(doc: Doc, text: string) {
  room(doc, 30);
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(text, M, doc.y + 4, { width: W });
}

export interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table: its header again on each new page. Column widths are fractions of the page's width. */
export function table(doc: Doc, columns: readonly Column[], rows: ReadonlyArray<readonly string[]>, empty: string) {
  const widths = columns.map((column) => column.width * W);
  const row = (cells: readonly string[], bold: boolean) => {
    room(doc, 18);
    const y = doc.y;
    let x = M;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .fillColor(bold ? MUTED : INK);
    cells.forEach((cell, i) => {
      doc.text(cell, x + 2, y + 3, { width: widths[i] - 4, align: columns[i].align ?? 'left', lineBreak: false });
      x += widths[i];
    });
    doc.rect(M, y + 15, W, 0.5).fill(LINE);
    doc.y = y + 17;
  };
  row(
    columns.map((column) => column.label),
    true,
  );
  if (rows.length === 0) {
    paragraph(doc, empty);
    return;
  }
  for (const cells of rows) {
    if (doc.y + 18 > BOTTOM) {
      doc.addPage();
      row(
        columns.map((column) => column.label),
        true,
      );
    }
    row(cells, false);
  }
}

/** A new page when fewer than `height` points are left. */
export function room(doc: Doc, height: number) {
  if (doc.y + height > BOTTOM) {
    doc.addPage();
    doc.y = M;
  }
}

import 'server-only';

import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

import { FICHA_APPROXIMATE, type FichaView } from '../../domain/ficha';

// Draws the ficha on one A4 page with pdfkit's standard fonts (WinAnsi: Spanish accents, ñ, ¿ ¡ ²
// and the peso sign come out as text a reader can copy and search). Every text call has a width
// and a height, so nothing flows onto a second page.

const PAGE = { width: 595.28, height: 841.89 };
const M = 36;
const W = PAGE.width - 2 * M;
const INK = '#0f172a';
const MUTED = '#475569';
const LINE = '#cbd5e1';
const SURFACE = '#f1f5f9';
const SANS = 'Helvetica';
const CONTACT_HEIGHT = 116;
const BOLD = 'Helvetica-Bold';

/** The photo boxes, in points: the main one and the two beside it. */
export const PHOTO_BOXES = [
  { x: M, y: 88, w: 352, h: 236 },
  { x: M + 360, y: 88, w: W - 360, h: 114 },
  { x: M + 360, y: 88 + 122, w: W - 360, h: 114 },
] as const;

type Doc = PDFKit.PDFDocument;

/** Light tint of the brand colour for the price box (`amount` of white mixed in). */
function tint(hex: string, amount: number): string {
  const value = /^#([\da-f]{6})$/i.exec(hex)?.[1] ?? '00317d';
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c + (255 - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function header(doc: Doc, view: FichaView) {
  const { agency } = view;
  doc.roundedRect(M, 32, 36, 36, 7).fill(agency.colour);
  doc.font(BOLD).fontSize(14).fillColor('#ffffff').text(agency.initials, M, 44, { width: 36, align: 'center' });
  doc
    .font(BOLD)
    .fontSize(16)
    .fillColor(agency.colour)
    .text(agency.name, M + 46, 35, { width: 300, height: 20 });
  doc
    .font(SANS)
    .fontSize(9)
    .fillColor(MUTED)
    .text('Ficha técnica del inmueble', M + 46, 55, { width: 300 });
  if (view.code) {
    doc
      .font(SANS)
      .fontSize(8)
      .fillColor(MUTED)
      .text('Código', M + W - 200, 36, { width: 200, align: 'right' });
    doc
      .font(BOLD)
      .fontSize(17)
      .fillColor(INK)
      .text(view.code, M + W - 200, 47, { width: 200, align: 'right' });
  }
  doc.rect(M, 78, W, 1.5).fill(agency.colour);
}

function placeholder(doc: Doc, box: { x: number; y: number; w: number; h: number }, big: boolean) {
  doc.rect(box.x, box.y, box.w, box.h).fill(SURFACE);
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2 - (big ? 10 : 6);
  const s = big ? 26 : 14;
  // A house outline: roof and walls.
  doc
    .moveTo(cx - s, cy)
    .lineTo(cx, cy - s * 0.8)
    .lineTo(cx + s, cy)
    .moveTo(cx - s * 0.7, cy - s * 0.2)
    .lineTo(cx - s * 0.7, cy + s * 0.7)
    .lineTo(cx + s * 0.7, cy + s * 0.7)
    .lineTo(cx + s * 0.7, cy - s * 0.2)
    .lineWidth(big ? 2 : 1.2)
    .strokeColor('#94a3b8')
    .stroke();
  if (big)
    doc
      .font(SANS)
      .fontSize(10)
      .fillColor(MUTED)
      .text('Fotos disponibles con el asesor', box.x, cy + s + 6, { width: box.w, align: 'center' });
}

function photos(doc: Doc, view: FichaView, jpegs: Array<Buffer | null>) {
  PHOTO_BOXES.forEach((box, i) => {
    const jpeg = jpegs[i];
    if (jpeg) doc.image(jpeg, box.x, box.y, { width: box.w, height: box.h });
    else placeholder(doc, box, i === 0);
  });
  if (view.status) {
    doc.font(BOLD).fontSize(10);
    const w = doc.widthOfString(view.status) + 20;
    doc.roundedRect(M + 10, 98, w, 20, 10).fill('#b91c1c');
    doc.fillColor('#ffffff').text(view.status, M + 10, 104, { width: w, align: 'center' });
  }
}

/** Title, kind and address; returns the y below them. */
function heading(doc: Doc, view: FichaView, top: number): number {
  doc.font(BOLD).fontSize(17).fillColor(INK);
  const titleHeight = Math.min(doc.heightOfString(view.title, { width: W }), 44);
  doc.text(view.title, M, top, { width: W, height: 44, ellipsis: true });
  let y = top + titleHeight + 4;
  doc.font(BOLD).fontSize(10).fillColor(view.agency.colour).text(view.kind, M, y, { width: W });
  y += 14;
  doc.font(SANS).fontSize(10).fillColor(INK).text(view.address, M, y, { width: W, height: 26, ellipsis: true });
  y += Math.min(doc.heightOfString(view.address, { width: W }), 26) + 2;
  if (view.approximate) {
    doc.font('Helvetica-Oblique').fontSize(8).fillColor(MUTED).text(FICHA_APPROXIMATE, M, y, { width: W });
    y += 11;
  }
  return y + 8;
}

/** The left column: features, amenities and the description's opening, down to `bottom`. */
function details(doc: Doc, view: FichaView, top: number, width: number, bottom: number) {
  let y = top;
  doc.font(BOLD).fontSize(11).fillColor(INK).text('Características', M, y, { width });
  y += 16;
  const columns = 4;
  const cell = width / columns;
  view.facts.forEach(([label, value], i) => {
    const x = M + (i % columns) * cell;
    const rowY = y + Math.floor(i / columns) * 36;
    doc.rect(x + 1, rowY, cell - 4, 32).fill(SURFACE);
    doc
      .font(SANS)
      .fontSize(7)
      .fillColor(MUTED)
      .text(label.toUpperCase(), x + 7, rowY + 5, { width: cell - 14 });
    doc
      .font(BOLD)
      .fontSize(11)
      .fillColor(INK)
      .text(value, x + 7, rowY + 16, { width: cell - 14, height: 14, ellipsis: true });
  });
  y += Math.ceil(view.facts.length / columns) * 36 + 6;
  doc.font(BOLD).fontSize(11).fillColor(INK).text('Descripción', M, y, { width });
  y += 16;
  doc
    .font(SANS)
    .fontSize(9.5)
    .fillColor(INK)
    .text(view.description, M, y, { width, height: Math.max(bottom - y, 12), ellipsis: true, lineGap: 2.5 });
}

/** The right column: the binding price (Ley 1480), then the amenities, down to `bottom`. */
function priceAndAmenities(doc: Doc, view: FichaView, top: number, x: number, width: number, bottom: number) {
  const colour = view.agency.colour;
  const inner = width - 24;
  doc.font(SANS).fontSize(6.8);
  const noteHeight = doc.heightOfString(view.priceNote, { width: inner, lineGap: 0.5 });
  const boxHeight = 12 + view.prices.length * 32 + noteHeight + 10;
  doc.roundedRect(x, top, width, boxHeight, 8).fill(tint(colour, 0.9));
  let y = top + 11;
  view.prices.forEach(([label, value], i) => {
    const last = i === view.prices.length - 1;
    doc
      .font(SANS)
      .fontSize(8)
      .fillColor(MUTED)
      .text(label, x + 12, y, { width: inner });
    doc
      .font(BOLD)
      .fontSize(last ? 15 : 12)
      .fillColor(last ? colour : INK)
      .text(value, x + 12, y + 10, { width: inner, height: 20 });
    y += 32;
  });
  doc
    .font(SANS)
    .fontSize(6.8)
    .fillColor(MUTED)
    .text(view.priceNote, x + 12, y, { width: inner, lineGap: 0.5 });
  y = top + boxHeight + 14;
  if (view.amenities.length === 0 || y + 30 > bottom) return;
  doc.font(BOLD).fontSize(11).fillColor(INK).text('Comodidades', x, y, { width });
  y += 16;
  doc
    .font(SANS)
    .fontSize(9)
    .fillColor(INK)
    .text(view.amenities.join(' · '), x, y, { width, height: bottom - y, ellipsis: true, lineGap: 2.5 });
}

/** The QR code as vector squares (runs of dark modules per row), on a white quiet zone of 4 modules. */
function drawQr(doc: Doc, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = modules.size + 8;
  const unit = size / count;
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      // A hair wider and taller than the module so no seams show between neighbours.
      doc.rect(x + (start + 4) * unit, y + (row + 4) * unit, (col - start) * unit + 0.05, unit + 0.05);
    }
  }
  doc.fill('#000000');
}

/** The contact band: the agent, the agency, and the QR code that opens the listing. */
function contacts(doc: Doc, view: FichaView, top: number) {
  const { agent, agency } = view;
  doc.rect(M, top, W, CONTACT_HEIGHT).fill(SURFACE);
  doc.rect(M, top, 4, CONTACT_HEIGHT).fill(agency.colour);
  const block = (x: number, width: number, title: string, name: string, lines: string[]) => {
    doc
      .font(SANS)
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(title.toUpperCase(), x, top + 12, { width });
    doc
      .font(BOLD)
      .fontSize(11.5)
      .fillColor(INK)
      .text(name, x, top + 24, { width, height: 15, ellipsis: true });
    doc
      .font(SANS)
      .fontSize(8.5)
      .fillColor(INK)
      .text(lines.filter(Boolean).join('\n'), x, top + 42, { width, height: CONTACT_HEIGHT - 46, lineGap: 1.5 });
  };
  block(M + 18, 170, 'Tu asesor', agent.name, [
    agent.phone && `Teléfono: ${agent.phone}`,
    agent.whatsapp && `WhatsApp: ${agent.whatsapp}`,
    agent.email,
  ]);
  block(M + 200, 200, 'Inmobiliaria', agency.name, [
    agency.phone && `Teléfono: ${agency.phone}`,
    agency.whatsapp && `WhatsApp: ${agency.whatsapp}`,
    agency.email,
    agency.address,
  ]);
  const size = 88;
  const qrX = M + W - size - 10;
  drawQr(doc, view.url, qrX, top + 8, size);
  doc
    .font(BOLD)
    .fontSize(7)
    .fillColor(INK)
    .text('Escanea y ve el inmueble en línea', qrX - 10, top + size + 10, { width: size + 20, align: 'center' });
}

function footer(doc: Doc, view: FichaView) {
  const text = `Generada el ${view.generatedOn}. Precios y disponibilidad sujetos a cambios: consulta la versión vigente en ${view.agency.website}${view.code ? ` con el código ${view.code}` : ''}.`;
  doc.rect(M, PAGE.height - 44, W, 0.6).fill(LINE);
  doc
    .font(SANS)
    .fontSize(7)
    .fillColor(MUTED)
    .text(text, M, PAGE.height - 36, { width: W, align: 'center' });
}

/** The ficha's PDF bytes for `view`, with `jpegs[i]` in PHOTO_BOXES[i] (null: a placeholder). */
export function drawFicha(view: FichaView, jpegs: Array<Buffer | null>, at: Date): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: {
      Title: `Ficha técnica: ${view.title}`,
      Author: view.agency.name,
      Subject: view.code ? `Inmueble ${view.code}` : 'Inmueble',
      CreationDate: at,
    },
    lang: 'es-CO',
  } as PDFKit.PDFDocumentOptions);
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  header(doc, view);
  photos(doc, view, jpegs);
  const top = heading(doc, view, PHOTO_BOXES[0].y + PHOTO_BOXES[0].h + 14);
  const contactTop = PAGE.height - 54 - CONTACT_HEIGHT;
  const rightWidth = 178;
  const gap = 22;
  details(doc, view, top, W - rightWidth - gap, contactTop - 14);
  priceAndAmenities(doc, view, top, M + W - rightWidth, rightWidth, contactTop - 14);
  contacts(doc, view, contactTop);
  footer(doc, view);
  doc.end();
  return done;
}

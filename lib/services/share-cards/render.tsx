import 'server-only';

import { ImageResponse } from 'next/og';
import type { ReactNode } from 'react';
import sharp from 'sharp';

import { CARD_HEIGHT, CARD_MAX_BYTES, CARD_WIDTH, initials } from '../../domain/share-card';

export interface Brand {
  siteName: string;
  /** #rrggbb (Settings > Apariencia). */
  primary: string;
  secondary: string;
}

const INK = '#1b2333';
/** Geist has one weight in next/og; a stroke of the text's own colour gives the figures their weight. */
const bold = (px: number, color = '#ffffff') => ({ WebkitTextStroke: `${px}px ${color}` });

/** The agency's mark as the header shows it: its initials on the brand colour, then its name. */
function Mark({ brand, onPhoto }: { brand: Brand; onPhoto: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        alignSelf: 'flex-start',
        alignItems: 'center',
        gap: 18,
        padding: onPhoto ? '12px 26px 12px 12px' : 0,
        borderRadius: 20,
        background: onPhoto ? 'rgba(15, 23, 42, 0.62)' : 'transparent',
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 64,
          height: 64,
          borderRadius: 14,
          background: brand.primary,
          border: '3px solid #ffffff',
          color: '#ffffff',
          fontSize: 30,
          ...bold(1.2),
        }}
      >
        {initials(brand.siteName).slice(0, 2)}
      </div>
      <div style={{ display: 'flex', color: '#ffffff', fontSize: 34, ...bold(0.8) }}>{brand.siteName}</div>
    </div>
  );
}

function darker(hex: string): string {
  const value = parseInt(hex.slice(1), 16);
  return `#${[value >> 16, (value >> 8) & 0xff, value & 0xff]
    .map((c) =>
      Math.round(c * 0.55)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

// The backgrounds are SVG drawn by sharp (librsvg, native): next/og (resvg in WebAssembly) took
// 300 to 900 ms to paint a full-card gradient, and draws only the texts, on transparency.
// No text in them, so librsvg needs no system font.

/** The brand's background for a card without a photo: its colour, darker towards a corner, with two rings. */
const brandBackground = (brand: Brand) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${brand.primary}"/><stop offset="1" stop-color="${darker(brand.primary)}"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="1110" cy="150" r="275" fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="70"/>
<circle cx="1030" cy="620" r="190" fill="none" stroke="${brand.secondary}" stroke-opacity="0.35" stroke-width="40"/>
</svg>`);

/** Darkens a photo towards the bottom (and a little at the top) so white text reads on any photo. */
const PHOTO_SHADE = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#000" stop-opacity="0.2"/><stop offset="0.28" stop-color="#000" stop-opacity="0"/>
<stop offset="0.5" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.85"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#s)"/>
</svg>`);

function Badge({ text, brand }: { text: string; brand: Brand }) {
  return (
    <div
      style={{
        display: 'flex',
        padding: '8px 22px',
        borderRadius: 999,
        background: brand.secondary,
        color: INK,
        fontSize: 30,
        ...bold(0.8, INK),
      }}
    >
      {text}
    </div>
  );
}

/** The layer of texts (a PNG with transparency outside them) of a card, drawn by next/og. */
async function layer(element: ReactNode): Promise<Buffer> {
  const root = (
    <div style={{ display: 'flex', width: CARD_WIDTH, height: CARD_HEIGHT, fontFamily: 'Geist' }}>{element}</div>
  );
  const response = new ImageResponse(root, { width: CARD_WIDTH, height: CARD_HEIGHT });
  return Buffer.from(await response.arrayBuffer());
}

/**
 * The card as a JPEG: the photo cut to 1200×630 and shaded (or the brand's background) under the
 * text layer. JPEG rather than next/og's PNG: a photo in PNG at this size weighs about 1 MB, over
 * WhatsApp's 300 KB.
 */
async function encode(text: Buffer, background: { photo: Buffer } | { brand: Brand }): Promise<Buffer> {
  const base =
    'photo' in background
      ? sharp(background.photo, { failOn: 'none' })
          .rotate()
          .resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover', position: 'attention' })
      : sharp(brandBackground(background.brand));
  const layers = 'photo' in background ? [{ input: PHOTO_SHADE }, { input: text }] : [{ input: text }];
  const flat = await base.composite(layers).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (const quality of [82, 72, 60, 45]) {
    // libjpeg-turbo, not mozjpeg: about 15 KB larger (88 KB against 75 KB) and ten times faster (15 ms against 200 ms).
    const jpeg = await sharp(flat.data, { raw: flat.info }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= CARD_MAX_BYTES) return jpeg;
  }
  return sharp(flat.data, { raw: flat.info }).resize(960).resize(CARD_WIDTH).jpeg({ quality: 40 }).toBuffer();
}

export interface PropertyCardInput {
  brand: Brand;
  photo: Buffer | null;
  operation: string;
  price: string;
  place: string;
  title: string;
  priceSize: number;
}

/** A property's card: its photo (or the brand's background), the operation, the price, the place and the title. */
export async function renderPropertyCard(input: PropertyCardInput): Promise<Buffer> {
  const { brand, photo } = input;
  const texts = (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: '44px 56px 48px',
      }}
    >
      <Mark brand={brand} onPhoto={Boolean(photo)} />
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 10, color: '#ffffff' }}>
        <Badge text={input.operation} brand={brand} />
        <div style={{ display: 'flex', fontSize: input.priceSize, lineHeight: 1.1, ...bold(2.5) }}>{input.price}</div>
        <div style={{ display: 'flex', fontSize: 40, lineHeight: 1.2, ...bold(0.9) }}>{input.place}</div>
        <div style={{ display: 'flex', fontSize: 28, lineHeight: 1.2, color: 'rgba(255,255,255,0.88)' }}>
          {input.title}
        </div>
      </div>
    </div>
  );
  return encode(await layer(texts), photo ? { photo } : { brand });
}

export interface FigureCardInput {
  brand: Brand;
  label: string;
  figure: string;
  figureSize: number;
  place: string;
  note: string;
}

/** The brand cards' layout: the mark on top, the texts at the bottom. */
const BRAND_FRAME = {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  width: '100%',
  height: '100%',
  padding: '44px 56px 52px',
  color: '#ffffff',
} as const;

/** A localidad's (or city's) card: its median price per m² on the brand's background. */
export async function renderFigureCard(input: FigureCardInput): Promise<Buffer> {
  const { brand } = input;
  return encode(
    await layer(
      <div style={BRAND_FRAME}>
        <Mark brand={brand} onPhoto={false} />
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}>
          <div style={{ display: 'flex', fontSize: 52, lineHeight: 1.15, ...bold(1.2) }}>{input.place}</div>
          <Badge text={input.label} brand={brand} />
          <div style={{ display: 'flex', fontSize: input.figureSize, lineHeight: 1.1, ...bold(2.5) }}>
            {input.figure}
          </div>
          <div style={{ display: 'flex', fontSize: 30, color: 'rgba(255,255,255,0.88)' }}>{input.note}</div>
        </div>
      </div>,
    ),
    { brand },
  );
}

export interface AgentCardInput {
  brand: Brand;
  name: string;
  nameSize: number;
  role: string;
  /** The photo, or null: the agent's initials then. */
  photo: Buffer | null;
}

/** An agent's card: their photo in a circle (or their initials) and their name, on the brand's background. */
export async function renderAgentCard(input: AgentCardInput): Promise<Buffer> {
  const { brand } = input;
  const size = 380;
  // next/og reads PNG and JPEG, not WebP: the photo goes in as a small JPEG.
  const portrait = input.photo
    ? `data:image/jpeg;base64,${(
        await sharp(input.photo, { failOn: 'none' })
          .rotate()
          .resize(size, size, { fit: 'cover', position: 'attention' })
          .jpeg({ quality: 85 })
          .toBuffer()
      ).toString('base64')}`
    : null;
  return encode(
    await layer(
      <div style={BRAND_FRAME}>
        <Mark brand={brand} onPhoto={false} />
        <div style={{ display: 'flex', alignItems: 'center', gap: 48 }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: size,
              height: size,
              borderRadius: size / 2,
              border: `8px solid ${brand.secondary}`,
              background: '#ffffff',
              color: brand.primary,
              fontSize: 150,
              overflow: 'hidden',
              ...bold(4, brand.primary),
            }}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- next/og draws an <img>, not next/image */}
            {portrait ? <img src={portrait} width={size} height={size} alt="" /> : initials(input.name)}
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 14, flex: 1 }}>
            <div style={{ display: 'flex', fontSize: input.nameSize, lineHeight: 1.1, ...bold(1.6) }}>{input.name}</div>
            <div style={{ display: 'flex', fontSize: 34, color: 'rgba(255,255,255,0.9)' }}>{input.role}</div>
          </div>
        </div>
      </div>,
    ),
    { brand },
  );
}

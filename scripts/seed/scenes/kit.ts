/**
 * Shared toolkit for the seed illustrations: seeded PRNG, colour helpers,
 * a tiny SVG builder and a one-point-perspective camera used by the rooms.
 * Everything here is deterministic — never use Math.random in the scenes.
 */

export const W = 1200;
export const H = 800;

// ---------------------------------------------------------------- random ----

export interface Rng {
  (): number;
  range(min: number, max: number): number;
  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** Independent stream derived from this one's seed and a label. */
  fork(label: string): Rng;
}

/** 32-bit string hash (cyrb53 folded to 32 bits). */
export function hash32(text: string): number {
  let h1 = 0xdeadbeef ^ text.length;
  let h2 = 0x41c6ce57 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** mulberry32 seeded from a string. */
export function makeRng(seed: string): Rng {
  let a = hash32(seed);
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = next as Rng;
  rng.range = (min, max) => min + (max - min) * next();
  rng.int = (min, max) => Math.floor(min + (max - min + 1) * next());
  rng.pick = (items) => items[Math.floor(next() * items.length)] as (typeof items)[number];
  rng.chance = (p) => next() < p;
  rng.fork = (label) => makeRng(`${seed}/${label}`);
  return rng;
}

/** Deterministic Fisher–Yates shuffle (returns a copy). */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

// ---------------------------------------------------------------- colour ----

function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function hex(r: number, g: number, b: number): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear blend of two #rrggbb colours, t=0 -> a, t=1 -> b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return hex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

/** amt > 0 lightens towards white, amt < 0 darkens towards black. */
export function shade(c: string, amt: number): string {
  return amt >= 0 ? mix(c, '#ffffff', amt) : mix(c, '#000000', -amt);
}

/** Small random variation of a colour (lightness only, keeps hue). */
export function vary(rng: Rng, c: string, amt = 0.08): string {
  return shade(c, rng.range(-amt, amt));
}

// ------------------------------------------------------------------- svg ----

/** Number formatting: one decimal keeps the SVG small. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

export type Stop = readonly [offset: number, color: string, opacity?: number];

const stopsXml = (stops: readonly Stop[]): string =>
  stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${n(o * 100)}%" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');

export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private seq = 0;
  private readonly glows = new Map<string, string>();

  constructor(
    readonly width = W,
    readonly height = H,
  ) {}

  private uid(prefix: string): string {
    return `${prefix}${this.seq++}`;
  }

  /** Linear gradient in bounding-box units (default top -> bottom). */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.uid('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Linear gradient in user space, optionally repeating (curtain folds, stripes). */
  linearAbs(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number, repeat = false): string {
    const id = this.uid('a');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${repeat ? ' spreadMethod="repeat"' : ''}>${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in user space. */
  radial(stops: readonly Stop[], cx: number, cy: number, r: number, sy = 1): string {
    const id = this.uid('r');
    const tf = sy === 1 ? '' : ` gradientTransform="translate(0 ${n(cy)}) scale(1 ${sy}) translate(0 ${n(-cy)})"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${tf}>${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /**
   * Soft round glow (bounding-box radial gradient), cached per colour.
   * librsvg's radial gradients cost time per covered pixel (docs/performance.md:
   * demo photos), so keep glows small.
   */
  glow(color: string, strength = 0.45): string {
    const key = `${color}/${strength}`;
    let url = this.glows.get(key);
    if (!url) {
      const id = this.uid('g');
      this.defs.push(
        `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${strength}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
      );
      url = `url(#${id})`;
      this.glows.set(key, url);
    }
    return url;
  }

  /** Tile pattern in user space; `content` is drawn inside a w x h cell. */
  pattern(w: number, h: number, content: string, x = 0, y = 0): string {
    const id = this.uid('p');
    this.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}">${content}</pattern>`,
    );
    return `url(#${id})`;
  }

  /** Clip path from raw shape markup; use as clip-path="...". */
  clip(shapes: string): string {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /** Simple Gaussian blur filter (the only filter librsvg needs to do here). */
  blur(std: number): string {
    const id = this.uid('b');
    this.defs.push(
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }

  add(...parts: string[]): this {
    for (const p of parts) if (p) this.body.push(p);
    return this;
  }

  /** Wrap everything added inside `fn` in a <g> with the given attributes. */
  group(attrs: string, fn: () => void): this {
    this.body.push(`<g ${attrs}>`);
    fn();
    this.body.push('</g>');
    return this;
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

// ------------------------------------------------------------ primitives ----

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** Polygon from a flat list of coordinates [x0, y0, x1, y1, ...]. */
export const poly = (pts: readonly number[], fill: string, extra = ''): string => {
  let s = '';
  for (let i = 0; i < pts.length; i += 2) s += `${n(pts[i] as number)},${n(pts[i + 1] as number)} `;
  return `<polygon points="${s.trim()}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
};

export const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1, extra = ''): string =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}"${extra ? ` ${extra}` : ''}/>`;

/** Polyline through points [x0,y0,x1,y1,...] with a stroke and no fill. */
export const polyline = (pts: readonly number[], stroke: string, width = 1, extra = ''): string => {
  let s = '';
  for (let i = 0; i < pts.length; i += 2) s += `${n(pts[i] as number)},${n(pts[i + 1] as number)} `;
  return `<polyline points="${s.trim()}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra ? ` ${extra}` : ''}/>`;
};

/** Photographic finish: edge vignette (linear bands, cheap) plus an optional colour cast. */
export function finish(svg: Svg, strength = 0.35, tint?: string, tintOpacity = 0.06): void {
  const { width: w, height: h } = svg;
  if (tint && tintOpacity > 0) svg.add(rect(0, 0, w, h, tint, `fill-opacity="${tintOpacity}"`));
  const band = (x1: number, y1: number, x2: number, y2: number) =>
    svg.linearAbs(
      [
        [0, '#000000', strength * 0.8],
        [1, '#000000', 0],
      ],
      x1,
      y1,
      x2,
      y2,
    );
  const bw = w * 0.2;
  const bh = h * 0.22;
  svg.add(
    rect(0, 0, bw, h, band(0, 0, bw, 0)),
    rect(w - bw, 0, bw, h, band(w, 0, w - bw, 0)),
    rect(0, 0, w, bh, band(0, 0, 0, bh)),
    rect(0, h - bh, w, bh, band(0, h, 0, h - bh)),
  );
}

// ----------------------------------------------------------- perspective ----

/**
 * One-point perspective camera. World X/Y are measured in pixels on the back
 * wall plane (Z = f); smaller Z is closer to the viewer. Roughly 130 px = 1 m.
 */
export interface Cam {
  vx: number;
  vy: number;
  f: number;
}

export function P(cam: Cam, x: number, y: number, z: number): [number, number] {
  const k = cam.f / z;
  return [cam.vx + (x - cam.vx) * k, cam.vy + (y - cam.vy) * k];
}

/** Flattened projected points for a list of [x, y, z] triples. */
export function PP(cam: Cam, ...pts: Array<[number, number, number]>): number[] {
  const out: number[] = [];
  for (const [x, y, z] of pts) out.push(...P(cam, x, y, z));
  return out;
}

export interface Box {
  x0: number;
  x1: number;
  /** top (smaller y) */
  y0: number;
  /** bottom */
  y1: number;
  /** far */
  z0: number;
  /** near */
  z1: number;
}

export interface BoxPaint {
  front: string;
  top?: string;
  side?: string;
  bottom?: string;
  /** corner radius of the front face */
  rx?: number;
  extra?: string;
}

/** Draws the visible faces of an axis-aligned box (painter's order inside the box). */
export function box(cam: Cam, b: Box, paint: BoxPaint): string {
  const out: string[] = [];
  const side = paint.side ?? paint.front;
  const ex = paint.extra ?? '';
  if (b.y0 > cam.vy)
    out.push(
      poly(
        PP(cam, [b.x0, b.y0, b.z0], [b.x1, b.y0, b.z0], [b.x1, b.y0, b.z1], [b.x0, b.y0, b.z1]),
        paint.top ?? paint.front,
        ex,
      ),
    );
  if (b.y1 < cam.vy)
    out.push(
      poly(
        PP(cam, [b.x0, b.y1, b.z0], [b.x1, b.y1, b.z0], [b.x1, b.y1, b.z1], [b.x0, b.y1, b.z1]),
        paint.bottom ?? side,
        ex,
      ),
    );
  if (b.x0 > cam.vx)
    out.push(poly(PP(cam, [b.x0, b.y0, b.z0], [b.x0, b.y0, b.z1], [b.x0, b.y1, b.z1], [b.x0, b.y1, b.z0]), side, ex));
  if (b.x1 < cam.vx)
    out.push(poly(PP(cam, [b.x1, b.y0, b.z0], [b.x1, b.y0, b.z1], [b.x1, b.y1, b.z1], [b.x1, b.y1, b.z0]), side, ex));
  const [fx0, fy0] = P(cam, b.x0, b.y0, b.z1);
  const [fx1, fy1] = P(cam, b.x1, b.y1, b.z1);
  const rx = paint.rx ? ` rx="${n(paint.rx * (cam.f / b.z1))}"` : '';
  out.push(rect(fx0, fy0, fx1 - fx0, fy1 - fy0, paint.front, `${rx}${ex ? ` ${ex}` : ''}`.trim()));
  return out.join('');
}

/** Flat quad lying on a horizontal plane at height y. */
export function floorQuad(
  cam: Cam,
  x0: number,
  x1: number,
  y: number,
  z0: number,
  z1: number,
  fill: string,
  extra = '',
): string {
  return poly(PP(cam, [x0, y, z0], [x1, y, z0], [x1, y, z1], [x0, y, z1]), fill, extra);
}

/** `transform` attribute placing a front-facing sprite whose origin sits at world (x, y, z). */
export function at(cam: Cam, x: number, y: number, z: number): string {
  const [sx, sy] = P(cam, x, y, z);
  return `transform="translate(${n(sx)} ${n(sy)}) scale(${(cam.f / z).toFixed(3)})"`;
}

/**
 * Outdoor building blocks: skies at different times of day, the cerros
 * orientales ridge, vegetation and a generic city skyline.
 */
import { circle, ellipse, mix, n, path, poly, rect, shade, vary, W, type Rng, type Stop, type Svg } from './kit';

// ------------------------------------------------------------------- sky ----

export type SkyName = 'morning' | 'noon' | 'sunset' | 'overcast' | 'dusk';

export interface Sky {
  name: SkyName;
  stops: readonly Stop[];
  /** colour of the air near the horizon; used for atmospheric perspective */
  haze: string;
  sun?: string;
  cloud: string;
  cloudOpacity: number;
  /** probability that a window shows warm interior light */
  litChance: number;
  /** colour cast applied at the end */
  ambient: string;
  /** 1 = full daylight, lower = darker facades */
  light: number;
}

const SKIES: Record<SkyName, Sky> = {
  morning: {
    name: 'morning',
    stops: [
      [0, '#4d8fdc'],
      [0.55, '#93c2ec'],
      [1, '#e8f1f6'],
    ],
    haze: '#dbe7ef',
    sun: '#fff6d8',
    cloud: '#ffffff',
    cloudOpacity: 0.85,
    litChance: 0.12,
    ambient: '#fff1d6',
    light: 1,
  },
  noon: {
    name: 'noon',
    stops: [
      [0, '#2a6fcf'],
      [0.6, '#66a9e8'],
      [1, '#cfe5f5'],
    ],
    haze: '#cfe0ee',
    cloud: '#ffffff',
    cloudOpacity: 0.95,
    litChance: 0.05,
    ambient: '#ffffff',
    light: 1,
  },
  sunset: {
    name: 'sunset',
    stops: [
      [0, '#34407e'],
      [0.35, '#a35a7e'],
      [0.7, '#f08a4b'],
      [1, '#ffd089'],
    ],
    haze: '#f2b381',
    sun: '#ffd977',
    cloud: '#f6a27c',
    cloudOpacity: 0.75,
    litChance: 0.45,
    ambient: '#ff9a3c',
    light: 0.82,
  },
  overcast: {
    name: 'overcast',
    stops: [
      [0, '#8c98a6'],
      [0.6, '#b9c2cb'],
      [1, '#dfe3e7'],
    ],
    haze: '#d2d8de',
    cloud: '#eef0f3',
    cloudOpacity: 0.65,
    litChance: 0.28,
    ambient: '#b8c4d0',
    light: 0.88,
  },
  dusk: {
    name: 'dusk',
    stops: [
      [0, '#131f48'],
      [0.45, '#3b4784'],
      [0.8, '#b8708a'],
      [1, '#f2a866'],
    ],
    haze: '#9c7890',
    cloud: '#6a5d8a',
    cloudOpacity: 0.6,
    litChance: 0.72,
    ambient: '#3b4784',
    light: 0.62,
  },
};

/** Bogotá is often grey, so overcast gets a fair share. */
export function pickSky(rng: Rng): Sky {
  return rng.pick<Sky>([
    SKIES.morning,
    SKIES.morning,
    SKIES.noon,
    SKIES.sunset,
    SKIES.overcast,
    SKIES.overcast,
    SKIES.dusk,
  ]);
}

export function skyByName(name: SkyName): Sky {
  return SKIES[name];
}

/** Colour of the sky gradient at relative height t (0 = top, 1 = horizon). */
export function skyAt(sky: Sky, t: number): string {
  const s = sky.stops;
  for (let i = 1; i < s.length; i++) {
    const a = s[i - 1] as Stop;
    const b = s[i] as Stop;
    if (t <= b[0]) return mix(a[1], b[1], (t - a[0]) / (b[0] - a[0] || 1));
  }
  return (s[s.length - 1] as Stop)[1];
}

/** Paints the sky between y = top and y = horizon (within x..x+w), with sun and clouds. */
export function drawSky(svg: Svg, sky: Sky, rng: Rng, horizon: number, x = 0, top = 0, w = W): void {
  svg.add(rect(x, top, w, horizon - top, svg.linear(sky.stops)));
  const span = horizon - top;
  if (sky.sun) {
    const sx = x + w * rng.range(0.15, 0.85);
    const sy = top + span * (sky.name === 'sunset' ? rng.range(0.62, 0.8) : rng.range(0.15, 0.4));
    const r = span * 0.05 + 12;
    svg.add(circle(sx, sy, r * 5, svg.glow(sky.sun, 0.55)));
    svg.add(circle(sx, sy, r, sky.sun, 'fill-opacity="0.95"'));
  }
  const count = sky.name === 'overcast' ? rng.int(6, 9) : rng.int(2, 5);
  for (let i = 0; i < count; i++) {
    const cx = x + rng.range(-0.05, 1.05) * w;
    const cy = top + span * rng.range(0.08, 0.6);
    svg.add(cloud(rng, cx, cy, rng.range(0.5, 1.3) * (w / W) + 0.25, sky, skyAt(sky, (cy - top) / span)));
  }
}

export function cloud(rng: Rng, cx: number, cy: number, s: number, sky: Sky, behind: string): string {
  const parts: string[] = [];
  const body = mix(behind, sky.cloud, sky.cloudOpacity);
  const shadow = mix(behind, mix(sky.cloud, skyAt(sky, 0.2), 0.45), sky.cloudOpacity);
  const blobs = rng.int(4, 7);
  const width = 140 * s;
  const k = makeLocal(rng);
  for (let pass = 0; pass < 2; pass++) {
    const col = pass === 0 ? shadow : body;
    const dy = pass === 0 ? 6 * s : 0;
    parts.push(ellipse(cx, cy + dy + 8 * s, width * 0.62, 16 * s, col));
    for (let i = 0; i < blobs; i++) {
      const t = i / (blobs - 1) - 0.5;
      const r = (22 + 26 * (1 - Math.abs(t) * 1.6)) * s * k[i % k.length]!;
      parts.push(circle(cx + t * width, cy + dy - r * 0.35, r, col));
    }
  }
  return parts.join('');
}

function makeLocal(rng: Rng): number[] {
  return [rng.range(0.8, 1.2), rng.range(0.8, 1.25), rng.range(0.85, 1.3), rng.range(0.75, 1.1)];
}

// --------------------------------------------------------------- cerros ----

interface Peak {
  x: number;
  h: number;
  w: number;
}

/** Ridge silhouette points from x0 to x1 around a base line. */
export function ridge(
  rng: Rng,
  x0: number,
  x1: number,
  base: number,
  amp: number,
  steps = 48,
  peaks: Peak[] = [],
): number[] {
  const ph = [rng.range(0, 6.3), rng.range(0, 6.3), rng.range(0, 6.3)];
  const fr = [rng.range(0.6, 1.4), rng.range(2, 3.5), rng.range(5, 9)];
  const pts: number[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = x0 + (x1 - x0) * t;
    let y = 0.55 + 0.25 * Math.sin(t * fr[0]! * 6.28 + ph[0]!) + 0.12 * Math.sin(t * fr[1]! * 6.28 + ph[1]!);
    y += 0.06 * Math.sin(t * fr[2]! * 6.28 + ph[2]!) + rng.range(-0.03, 0.03);
    let py = 0;
    for (const p of peaks) py += p.h * Math.exp(-(((x - p.x) / p.w) ** 2));
    pts.push(x, base - amp * y - py);
  }
  return pts;
}

export function ridgePath(pts: readonly number[], bottom: number): string {
  let d = `M${n(pts[0]!)} ${n(bottom)}`;
  for (let i = 0; i < pts.length; i += 2) d += `L${n(pts[i]!)} ${n(pts[i + 1]!)}`;
  return `${d}L${n(pts[pts.length - 2]!)} ${n(bottom)}Z`;
}

/**
 * The cerros orientales: a hazy far ridge and a darker, forested near ridge
 * with a Monserrate-like peak (sometimes with the little white sanctuary).
 */
export function drawCerros(
  svg: Svg,
  sky: Sky,
  rng: Rng,
  base: number,
  height: number,
  x0 = 0,
  x1 = W,
  bottom = base + 300,
): void {
  const far = mix('#4d6a66', sky.haze, 0.55);
  const near = mix('#2d4a34', sky.haze, sky.name === 'overcast' ? 0.35 : 0.18);
  const peakX = x0 + (x1 - x0) * rng.range(0.2, 0.8);
  const farPts = ridge(rng, x0 - 20, x1 + 20, base - height * 0.25, height * 0.75, 36, [
    { x: peakX + rng.range(-200, 200), h: height * 0.25, w: 160 },
  ]);
  svg.add(path(ridgePath(farPts, bottom), far));
  const nearPts = ridge(rng, x0 - 20, x1 + 20, base, height * 0.6, 60, [
    { x: peakX, h: height * 0.42, w: 90 + rng.range(0, 70) },
  ]);
  svg.add(
    path(
      ridgePath(nearPts, bottom),
      svg.linearAbs(
        [
          [0, near],
          [1, mix(near, sky.haze, 0.45)],
        ],
        0,
        base - height,
        0,
        base,
      ),
    ),
  );
  // forest texture: darker dabs along the slopes
  const dab = shade(near, -0.18);
  for (let i = 0; i < 40; i++) {
    const k = rng.int(1, nearPts.length / 2 - 2) * 2;
    const x = nearPts[k]! + rng.range(-10, 10);
    const y = nearPts[k + 1]! + rng.range(8, Math.max(12, base - nearPts[k + 1]!));
    if (y < base) svg.add(ellipse(x, y, rng.range(6, 18), rng.range(3, 6), dab, 'fill-opacity="0.35"'));
  }
  if (rng.chance(0.6)) {
    // Monserrate sanctuary: tiny white church on the summit
    let best = 1;
    for (let i = 1; i < nearPts.length; i += 2) if (nearPts[i]! < nearPts[best]!) best = i;
    const cx = nearPts[best - 1]!;
    const cy = nearPts[best]!;
    const church = shade(sky.haze, 0.6);
    svg.add(
      rect(cx - 5, cy - 7, 10, 8, church),
      poly([cx - 6, cy - 7, cx, cy - 12, cx + 6, cy - 7], church),
      rect(cx + 3, cy - 14, 2.5, 8, church),
    );
  }
}

// ------------------------------------------------------------ vegetation ----

export const GREENS = [
  ['#2f5a2a', '#3f7a35', '#5f9a48'],
  ['#2b5233', '#3b6e44', '#5a925a'],
  ['#3a5a22', '#547a2e', '#7a9e3e'],
  ['#24472e', '#33643f', '#4f8a58'],
] as const;

export type Greens = (typeof GREENS)[number];

export function groundShadow(x: number, y: number, rx: number): string {
  return ellipse(x, y, rx, rx * 0.18, '#000000', 'fill-opacity="0.18"');
}

/** Broad-leaf street/garden tree. `size` is the total height in px. */
export function roundTree(
  rng: Rng,
  x: number,
  ground: number,
  size: number,
  greens: Greens = rng.pick(GREENS),
): string {
  const parts: string[] = [groundShadow(x, ground, size * 0.32)];
  const tw = Math.max(3, size * 0.06);
  parts.push(
    poly(
      [x - tw, ground, x + tw, ground, x + tw * 0.6, ground - size * 0.55, x - tw * 0.6, ground - size * 0.55],
      '#5b4330',
    ),
  );
  const cy = ground - size * 0.66;
  const R = size * 0.34;
  const layers: Array<[string, number, number]> = [
    [greens[0], 0, 0],
    [greens[1], -0.12, -0.14],
    [greens[2], -0.22, -0.28],
  ];
  for (const [col, ox, oy] of layers) {
    const k = col === greens[0] ? 1 : col === greens[1] ? 0.72 : 0.42;
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * 6.28 + rng.range(-0.4, 0.4);
      const d = R * 0.5 * k;
      parts.push(
        circle(x + Math.cos(a) * d + ox * R, cy + Math.sin(a) * d * 0.8 + oy * R, R * rng.range(0.45, 0.62) * k, col),
      );
    }
  }
  return parts.join('');
}

/** Tall eucalyptus with a narrow, ragged grey-green crown (very common around Bogotá). */
export function eucalyptus(rng: Rng, x: number, ground: number, height: number): string {
  const parts: string[] = [groundShadow(x, ground, height * 0.14)];
  const lean = rng.range(-0.08, 0.08) * height;
  parts.push(
    path(
      `M${n(x - 4)} ${n(ground)}Q${n(x + lean * 0.3)} ${n(ground - height * 0.5)} ${n(x + lean)} ${n(ground - height * 0.95)}L${n(x + lean + 3)} ${n(ground - height * 0.95)}Q${n(x + lean * 0.3 + 4)} ${n(ground - height * 0.5)} ${n(x + 5)} ${n(ground)}Z`,
      '#b9ad98',
    ),
  );
  const cols = ['#4c6b52', '#5f7f62', '#7c9a7a'];
  for (let i = 0; i < 22; i++) {
    const t = 0.4 + (i / 22) * 0.6 + rng.range(-0.05, 0.05);
    const spread = 0.15 * Math.sin(((t - 0.4) / 0.6) * Math.PI) + 0.03;
    const cx = x + lean * t + rng.range(-1, 1) * spread * height;
    const cy = ground - height * t;
    parts.push(ellipse(cx, cy, height * rng.range(0.03, 0.07), height * rng.range(0.025, 0.045), cols[i % 3]!));
  }
  return parts.join('');
}

/** Wax/royal palm: curved trunk and drooping fronds. */
export function palm(rng: Rng, x: number, ground: number, height: number): string {
  const parts: string[] = [groundShadow(x, ground, height * 0.16)];
  const bend = rng.range(-0.15, 0.15) * height;
  const tx = x + bend;
  const ty = ground - height;
  parts.push(
    path(
      `M${n(x - 7)} ${n(ground)}Q${n(x + bend * 0.2)} ${n(ground - height * 0.5)} ${n(tx - 4)} ${n(ty)}L${n(tx + 4)} ${n(ty)}Q${n(x + bend * 0.2 + 8)} ${n(ground - height * 0.5)} ${n(x + 8)} ${n(ground)}Z`,
      '#8f8472',
    ),
  );
  const fronds = rng.int(7, 10);
  for (let i = 0; i < fronds; i++) {
    const a = -Math.PI / 2 + (i / (fronds - 1) - 0.5) * Math.PI * 1.5 + rng.range(-0.15, 0.15);
    const L = height * rng.range(0.28, 0.38);
    const ex = tx + Math.cos(a) * L;
    const ey = ty + Math.sin(a) * L * 0.6 + L * 0.45;
    const cx = tx + Math.cos(a) * L * 0.6;
    const cy = ty + Math.sin(a) * L * 0.8 - L * 0.1;
    const col = i % 2 ? '#3e7a3a' : '#4f9446';
    parts.push(
      path(
        `M${n(tx)} ${n(ty)}Q${n(cx)} ${n(cy - 12)} ${n(ex)} ${n(ey)}Q${n(cx)} ${n(cy + 10)} ${n(tx)} ${n(ty)}Z`,
        col,
      ),
    );
  }
  return parts.join('');
}

/** Conical pine / cypress. */
export function pine(rng: Rng, x: number, ground: number, height: number): string {
  const w = height * rng.range(0.2, 0.3);
  const col = rng.pick(['#23402c', '#2c4d32', '#1f3b2a']);
  const parts = [groundShadow(x, ground, w * 0.8), rect(x - 3, ground - height * 0.15, 6, height * 0.15, '#4d3a2a')];
  for (let i = 0; i < 4; i++) {
    const t = i / 4;
    const yb = ground - height * (0.1 + t * 0.7);
    const ww = w * (1 - t * 0.7);
    parts.push(poly([x - ww, yb, x, yb - height * 0.42, x + ww, yb], shade(col, i * 0.05)));
  }
  return parts.join('');
}

export function bush(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  greens: Greens = rng.pick(GREENS),
  flowers?: string,
): string {
  const parts: string[] = [];
  const blobs = Math.max(3, Math.round(w / 16));
  for (let pass = 0; pass < 3; pass++) {
    const col = greens[pass] as string;
    const k = 1 - pass * 0.3;
    for (let i = 0; i < blobs; i++) {
      const t = i / (blobs - 1) - 0.5;
      const dome = Math.sqrt(Math.max(0.05, 1 - 4 * t * t));
      const r = h * rng.range(0.32, 0.5) * (0.6 + 0.4 * dome) * k;
      const cy = y - h * dome * rng.range(0.45, 0.75) - pass * h * 0.12;
      parts.push(circle(x + t * w * 0.9 - pass * w * 0.04, Math.min(cy, y - r * 0.6), r, col));
    }
  }
  if (flowers)
    for (let i = 0; i < blobs * 2; i++)
      parts.push(circle(x + rng.range(-w / 2.4, w / 2.4), y - rng.range(0.25, 0.9) * h, rng.range(2, 3.5), flowers));
  return parts.join('');
}

/** Grass area with a gradient and a light stroke texture. */
export function grass(svg: Svg, rng: Rng, y: number, h: number, base: string, x = 0, w = W): void {
  svg.add(
    rect(
      x,
      y,
      w,
      h,
      svg.linear([
        [0, shade(base, -0.1)],
        [1, shade(base, 0.08)],
      ]),
    ),
  );
  const tuft = shade(base, -0.22);
  let d = '';
  for (let i = 0; i < 70; i++) {
    const gx = x + rng() * w;
    const gy = y + 6 + rng() * (h - 6);
    const s = 3 + ((gy - y) / h) * 7;
    d += `M${n(gx)} ${n(gy)}l${n(-s * 0.3)} ${n(-s)}M${n(gx)} ${n(gy)}l${n(s * 0.3)} ${n(-s)}`;
  }
  svg.add(path(d, 'none', `stroke="${tuft}" stroke-width="1.4" stroke-opacity="0.5"`));
}

// -------------------------------------------------------------- skyline ----

export interface SkylineOpts {
  x0?: number;
  x1?: number;
  minH: number;
  maxH: number;
  color: string;
  /** window light colour; omit for a plain silhouette */
  windows?: string;
  litChance?: number;
}

/** Row of generic city blocks standing on `base`. */
export function skyline(svg: Svg, rng: Rng, base: number, o: SkylineOpts): void {
  const x0 = o.x0 ?? 0;
  const x1 = o.x1 ?? W;
  let x = x0 - rng.range(0, 30);
  while (x < x1) {
    const bw = rng.range(30, 90);
    const bh = rng.range(o.minH, o.maxH);
    const col = vary(rng, o.color, 0.07);
    svg.add(rect(x, base - bh, bw, bh + 2, col));
    if (rng.chance(0.25)) svg.add(rect(x + bw * 0.2, base - bh - bh * 0.12, bw * 0.6, bh * 0.12 + 1, col));
    if (rng.chance(0.15)) svg.add(rect(x + bw * 0.5, base - bh - bh * 0.3, 2, bh * 0.3, col));
    if (o.windows) {
      const lit = o.litChance ?? 0.3;
      const cols = Math.max(2, Math.floor(bw / 11));
      const rows = Math.max(2, Math.floor(bh / 14));
      let d = '';
      for (let r = 0; r < rows - 1; r++)
        for (let c = 0; c < cols; c++)
          if (rng() < lit)
            d += `M${n(x + 4 + c * ((bw - 8) / cols))} ${n(base - bh + 6 + r * 14)}h${n(Math.max(2, (bw - 8) / cols - 4))}v6h${n(-Math.max(2, (bw - 8) / cols - 4))}Z`;
      if (d) svg.add(path(d, o.windows, 'fill-opacity="0.8"'));
    }
    x += bw + rng.range(-8, 6);
  }
}

/** Distant view used inside windows and on balconies: sky, cerros and city. */
export function distantView(
  svg: Svg,
  rng: Rng,
  sky: Sky,
  x: number,
  y: number,
  w: number,
  h: number,
  city = true,
): void {
  const horizon = y + h * 0.72;
  drawSky(svg, sky, rng, horizon + 4, x, y, w);
  drawCerros(svg, sky, rng, horizon, h * 0.42, x, x + w);
  if (city) {
    const base = y + h;
    const tone = mix('#6f7680', sky.haze, 0.5);
    skyline(svg, rng, base, {
      x0: x,
      x1: x + w,
      minH: h * 0.12,
      maxH: h * 0.42,
      color: mix('#8a4f3c', sky.haze, 0.45),
      windows: sky.light < 0.9 ? '#ffd98a' : undefined,
      litChance: sky.litChance,
    });
    skyline(svg, rng, base, { x0: x, x1: x + w, minH: h * 0.05, maxH: h * 0.2, color: tone });
  } else {
    svg.add(
      rect(
        x,
        horizon,
        w,
        y + h - horizon,
        svg.linear([
          [0, mix('#4f7a3c', sky.haze, 0.3)],
          [1, '#5d8a44'],
        ]),
      ),
    );
  }
}

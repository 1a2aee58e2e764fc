/**
 * Interior toolkit: a one-point-perspective room shell (walls, ceiling,
 * floors in wood / marble / tile / concrete), windows with a view, and
 * front-facing sprites (plants, lamps, art, chairs).
 */
import {
  at,
  circle,
  ellipse,
  finish,
  floorQuad,
  H,
  line,
  n,
  P,
  path,
  poly,
  PP,
  rect,
  shade,
  Svg,
  vary,
  W,
  type Cam,
  type Rng,
} from './kit';
import { distantView, pickSky, type Sky } from './nature';

export type FloorKind = 'wood' | 'marble' | 'tile' | 'concrete' | 'carpet' | 'rubber';

export interface Room {
  svg: Svg;
  cam: Cam;
  rng: Rng;
  sky: Sky;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** depth of the back wall */
  f: number;
  /** a depth safely behind the viewer, used to extend walls off-canvas */
  zn: number;
}

export interface RoomOpts {
  wall: string;
  side?: string;
  ceiling?: string;
  floor: FloorKind;
  floorColor?: string;
  x0?: number;
  x1?: number;
  y0?: number;
  y1?: number;
  eye?: number;
  baseboard?: string | null;
}

export const WALLS = ['#f2eee6', '#ece6da', '#e9edf0', '#f3ece2', '#e6e1d6', '#dfe6e2', '#efe3d3'] as const;
export const WOODS = ['#b07a4a', '#c8955f', '#8a5a36', '#d6b088', '#9c6b43', '#a8825c'] as const;
export const STONES = ['#ece8e1', '#e3ddd2', '#d9dadb', '#f1eeea', '#cfc8bc'] as const;
export const FABRICS = [
  '#8c9aa6',
  '#c9bca8',
  '#5d6d7e',
  '#a77b5b',
  '#6f8f7a',
  '#d8d2c8',
  '#3f4e5e',
  '#b9876f',
] as const;
export const ACCENTS = ['#e0a030', '#c8553d', '#2f7f86', '#8e6fb8', '#4f8a58', '#d98a9b', '#2e5e9e'] as const;

export function room(rng: Rng, o: RoomOpts): Room {
  const svg = new Svg();
  const x0 = o.x0 ?? rng.range(250, 330);
  const x1 = o.x1 ?? W - rng.range(250, 330);
  const y0 = o.y0 ?? rng.range(110, 150);
  const y1 = o.y1 ?? rng.range(530, 565);
  const f = 900;
  const cam: Cam = { vx: (x0 + x1) / 2 + rng.range(-90, 90), vy: y1 - (o.eye ?? rng.range(150, 185)), f };
  const r: Room = { svg, cam, rng, sky: pickSky(rng), x0, x1, y0, y1, f, zn: 120 };
  const side = o.side ?? shade(o.wall, -0.1);
  const ceil = o.ceiling ?? shade(o.wall, 0.35);
  const far = (x: number, y: number) => P(cam, x, y, r.zn);
  svg.add(
    poly(
      [x0, y0, x1, y0, ...far(x1, y0), ...far(x0, y0)],
      svg.linear(
        [
          [0, shade(ceil, -0.12)],
          [1, ceil],
        ],
        0,
        1,
        0,
        0,
      ),
    ),
  );
  const sideGrad = (dir: number) =>
    svg.linear(
      [
        [0, shade(side, -0.12)],
        [1, side],
      ],
      dir > 0 ? 0 : 1,
      0,
      dir > 0 ? 1 : 0,
      0,
    );
  svg.add(poly([x0, y0, x0, y1, ...far(x0, y1), ...far(x0, y0)], sideGrad(1)));
  svg.add(poly([x1, y0, x1, y1, ...far(x1, y1), ...far(x1, y0)], sideGrad(-1)));
  svg.add(
    rect(
      x0,
      y0,
      x1 - x0,
      y1 - y0,
      svg.linear([
        [0, shade(o.wall, 0.04)],
        [1, shade(o.wall, -0.05)],
      ]),
    ),
  );
  drawFloor(r, o.floor, o.floorColor);
  if (o.baseboard !== null) {
    const bb = o.baseboard ?? shade(o.wall, 0.3);
    svg.add(rect(x0, y1 - 10, x1 - x0, 10, bb));
    svg.add(poly(PP(cam, [x0, y1 - 10, f], [x0, y1 - 10, r.zn], [x0, y1, r.zn], [x0, y1, f]), shade(bb, -0.06)));
    svg.add(poly(PP(cam, [x1, y1 - 10, f], [x1, y1 - 10, r.zn], [x1, y1, r.zn], [x1, y1, f]), shade(bb, -0.06)));
  }
  const edge = shade(o.wall, -0.25);
  svg.add(
    path(
      `M${n(x0)} ${n(y0)}V${n(y1)}M${n(x1)} ${n(y0)}V${n(y1)}M${n(x0)} ${n(y0)}H${n(x1)}`,
      'none',
      `stroke="${edge}" stroke-width="1.2" stroke-opacity="0.5"`,
    ),
  );
  return r;
}

/** Floor polygon from the back wall to beyond the bottom of the image. */
function floorPts(r: Room, xa = r.x0, xb = r.x1): number[] {
  return PP(r.cam, [xa, r.y1, r.f], [xb, r.y1, r.f], [xb, r.y1, r.zn], [xa, r.y1, r.zn]);
}

export function drawFloor(r: Room, kind: FloorKind, color?: string): void {
  const { svg, rng, cam, x0, x1, y1, f } = r;
  const base =
    color ??
    (kind === 'wood'
      ? rng.pick(WOODS)
      : kind === 'carpet'
        ? rng.pick(['#b8ab98', '#8f939a', '#a89a8a'])
        : kind === 'rubber'
          ? '#34373b'
          : kind === 'concrete'
            ? '#a9a6a0'
            : rng.pick(STONES));
  const grad = svg.linear([
    [0, shade(base, -0.12)],
    [1, shade(base, 0.06)],
  ]);
  svg.add(poly(floorPts(r), grad));
  if (kind === 'wood') {
    const planks = Math.round((x1 - x0) / rng.range(36, 55));
    const pw = (x1 - x0) / planks;
    let joints = '';
    for (let i = 0; i < planks; i++) {
      const xa = x0 + i * pw;
      svg.add(poly(floorPts(r, xa, xa + pw), vary(rng, base, 0.07), 'fill-opacity="0.9"'));
      for (let z = f - rng.range(20, 160); z > 200; z -= rng.range(180, 300)) {
        const [ax, ay] = P(cam, xa, y1, z);
        const [bx] = P(cam, xa + pw, y1, z);
        joints += `M${n(ax)} ${n(ay)}H${n(bx)}`;
      }
    }
    let seams = '';
    for (let i = 0; i <= planks; i++) {
      const [ax, ay] = P(cam, x0 + i * pw, y1, f);
      const [bx, by] = P(cam, x0 + i * pw, y1, r.zn);
      seams += `M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`;
    }
    svg.add(path(seams + joints, 'none', `stroke="${shade(base, -0.35)}" stroke-width="1.2" stroke-opacity="0.55"`));
  } else if (kind === 'marble' || kind === 'tile' || kind === 'rubber') {
    const tiles = Math.round(
      (x1 - x0) / (kind === 'marble' ? rng.range(110, 150) : kind === 'rubber' ? 100 : rng.range(66, 100)),
    );
    const tw = (x1 - x0) / tiles;
    let d = '';
    for (let i = 0; i <= tiles; i++) {
      const [ax, ay] = P(cam, x0 + i * tw, y1, f);
      const [bx, by] = P(cam, x0 + i * tw, y1, r.zn);
      d += `M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`;
    }
    for (let z = f - tw; z > r.zn; z -= tw) {
      const [, yy] = P(cam, 0, y1, z);
      if (yy > H + 5) break;
      d += `M0 ${n(yy)}H${W}`;
    }
    if (kind === 'marble') {
      for (let v = 0; v < 5; v++) {
        let vx = rng.range(x0, x1);
        let z = rng.range(450, f);
        const pts: number[] = [];
        for (let s = 0; s < 8; s++, vx += rng.range(-40, 40), z -= rng.range(20, 60))
          pts.push(...P(cam, vx, y1, Math.max(z, 200)));
        svg.add(
          `<polyline points="${pts.map(n).join(' ')}" fill="none" stroke="${shade(base, -0.25)}" stroke-width="1.3" stroke-opacity="0.35"/>`,
        );
      }
    }
    const joint = kind === 'rubber' ? '#1f2124' : shade(base, kind === 'marble' ? -0.18 : -0.28);
    svg.add(path(d, 'none', `stroke="${joint}" stroke-width="1.3" stroke-opacity="0.7"`));
  } else if (kind === 'concrete') {
    for (let i = 0; i < 6; i++) {
      const [cx, cy] = P(cam, rng.range(x0, x1), y1, rng.range(300, f));
      svg.add(
        ellipse(
          cx,
          cy,
          rng.range(60, 200),
          rng.range(15, 40),
          shade(base, rng.range(-0.1, 0.1)),
          'fill-opacity="0.35"',
        ),
      );
    }
  }
  // soft reflection of the ceiling / window light
  const sheen = kind === 'carpet' ? 0.05 : 0.16;
  svg.add(
    poly(
      floorPts(r),
      svg.linearAbs(
        [
          [0, '#ffffff', 0],
          [0.5, '#ffffff', sheen],
          [1, '#ffffff', 0],
        ],
        cam.vx - 520,
        0,
        cam.vx + 520,
        0,
      ),
    ),
  );
}

/** Window on the back wall showing the city, sky and cerros; casts light on the floor. */
export function backWindow(
  r: Room,
  wx0: number,
  wx1: number,
  wy0: number,
  wy1: number,
  o: { frame?: string; mullions?: number; curtains?: string | null; city?: boolean } = {},
): void {
  const { svg, rng, cam, f, y1, sky } = r;
  const frame = o.frame ?? '#2f3338';
  const clip = svg.clip(rect(wx0, wy0, wx1 - wx0, wy1 - wy0, '#000'));
  svg.group(`clip-path="${clip}"`, () =>
    distantView(svg, rng, sky, wx0, wy0, wx1 - wx0, (wy1 - wy0) * 1.1, o.city ?? true),
  );
  svg.add(
    rect(
      wx0,
      wy0,
      wx1 - wx0,
      wy1 - wy0,
      svg.linear(
        [
          [0, '#ffffff', 0.12],
          [0.5, '#ffffff', 0],
          [1, '#ffffff', 0.08],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  const m = o.mullions ?? Math.max(1, Math.round((wx1 - wx0) / 160));
  let d = `M${n(wx0)} ${n(wy0)}H${n(wx1)}V${n(wy1)}H${n(wx0)}Z`;
  for (let i = 1; i < m; i++) d += `M${n(wx0 + ((wx1 - wx0) * i) / m)} ${n(wy0)}V${n(wy1)}`;
  svg.add(path(d, 'none', `stroke="${frame}" stroke-width="7"`));
  if (wy1 < y1 - 20) svg.add(rect(wx0 - 10, wy1, wx1 - wx0 + 20, 8, shade(frame, 0.7)));
  // light pool on the floor
  const spill = PP(cam, [wx0, y1, f], [wx1, y1, f], [wx1 + 60, y1, f - 380], [wx0 - 60, y1, f - 380]);
  const [, sy0] = P(cam, 0, y1, f);
  const [, sy1] = P(cam, 0, y1, f - 380);
  svg.add(
    poly(
      spill,
      svg.linearAbs(
        [
          [0, '#fff6e0', 0.28 * sky.light],
          [1, '#fff6e0', 0],
        ],
        0,
        sy0,
        0,
        sy1,
      ),
    ),
  );
  if (o.curtains !== null)
    curtains(r, wx0, wx1, wy0, o.curtains ?? rng.pick(['#efe8dc', '#d9d2c4', '#c8c0b2', '#e6ddd0']));
}

function curtains(r: Room, wx0: number, wx1: number, wy0: number, col: string): void {
  const { svg, rng, y1 } = r;
  const cw = rng.range(50, 90);
  const fold = svg.linearAbs(
    [
      [0, shade(col, -0.12)],
      [0.5, shade(col, 0.08)],
      [1, shade(col, -0.12)],
    ],
    0,
    0,
    22,
    0,
    true,
  );
  svg.add(rect(wx0 - 30, wy0 - 14, wx1 - wx0 + 60, 6, '#6b6b6b'));
  svg.add(rect(wx0 - 30, wy0 - 10, cw, y1 - 14 - wy0, fold), rect(wx1 + 30 - cw, wy0 - 10, cw, y1 - 14 - wy0, fold));
}

/** Tall window on a side wall (quad in perspective) with a bright sky. */
export function sideWindow(r: Room, left: boolean, za: number, zb: number, ya: number, yb: number): void {
  const { svg, cam, sky, y1 } = r;
  const x = left ? r.x0 : r.x1;
  const q = PP(cam, [x, ya, za], [x, ya, zb], [x, yb, zb], [x, yb, za]);
  const xs = q.filter((_, i) => i % 2 === 0);
  const ys = q.filter((_, i) => i % 2 === 1);
  const bx = Math.min(...xs);
  const bw = Math.max(...xs) - bx;
  const top = Math.min(...ys);
  const horizon = cam.vy + 30;
  const vh = 300;
  svg.group(`clip-path="${svg.clip(poly(q, '#000'))}"`, () => {
    svg.add(rect(bx, top, bw, horizon - top, svg.linear(sky.stops)));
    distantView(svg, r.rng, sky, bx, horizon - vh * 0.72, bw, Math.max(vh, Math.max(...ys) - horizon + vh * 0.72));
  });
  svg.add(poly(q, '#ffffff', 'fill-opacity="0.15"'));
  let d = `M${n(q[0]!)} ${n(q[1]!)}L${q.slice(2).map(n).join(' ')}Z`;
  const mid = (za + zb) / 2;
  d += `M${n(P(cam, x, ya, mid)[0])} ${n(P(cam, x, ya, mid)[1])}L${n(P(cam, x, yb, mid)[0])} ${n(P(cam, x, yb, mid)[1])}`;
  svg.add(path(d, 'none', 'stroke="#30343a" stroke-width="6" stroke-linejoin="round"'));
  const dx = left ? 260 : -260;
  const spill = PP(cam, [x, y1, za], [x, y1, zb], [x + dx, y1, zb - 60], [x + dx, y1, za - 60]);
  svg.add(poly(spill, '#fff6e0', `fill-opacity="${n(0.16 * sky.light)}"`));
}

/** Recessed ceiling downlights. */
export function downlights(r: Room, count: number, z: number): void {
  for (let i = 0; i < count; i++) {
    const x = r.x0 + ((i + 0.5) * (r.x1 - r.x0)) / count;
    const [cx, cy] = P(r.cam, x, r.y0, z);
    const k = r.f / z;
    r.svg.add(
      ellipse(cx, cy + 12 * k, 60 * k, 34 * k, r.svg.glow('#fff6d8', 0.3)),
      ellipse(cx, cy, 10 * k, 3 * k, '#fffbe8'),
    );
  }
}

/** Abstract framed art on the back wall (no text). */
export function art(r: Room, x: number, y: number, w: number, h: number): void {
  const { svg, rng } = r;
  const frame = rng.pick(['#2b2b2b', '#c8a86a', '#f4f1ea', '#6b4a2e']);
  const bg = rng.pick(['#f4efe6', '#e9e4da', '#dfe7ea', '#2e3a46']);
  svg.add(
    rect(x + 4, y + 6, w, h, '#000000', 'fill-opacity="0.12"'),
    rect(x, y, w, h, frame),
    rect(x + 6, y + 6, w - 12, h - 12, bg),
  );
  const cols = [rng.pick(ACCENTS), rng.pick(ACCENTS), rng.pick(['#1f2a36', '#c9b79c', '#ffffff'])];
  const style = rng.int(0, 2);
  if (style === 0) {
    svg.add(
      circle(x + w * rng.range(0.3, 0.7), y + h * 0.45, Math.min(w, h) * 0.25, cols[0]!),
      rect(x + 6, y + h * 0.62, w - 12, h * 0.38 - 6, cols[1]!, 'fill-opacity="0.8"'),
    );
  } else if (style === 1) {
    for (let i = 0; i < 3; i++)
      svg.add(rect(x + 12 + i * ((w - 24) / 3), y + 12 + rng.range(0, h * 0.3), (w - 24) / 3 - 4, h * 0.5, cols[i]!));
  } else {
    svg.add(
      path(
        `M${n(x + 6)} ${n(y + h * 0.7)}Q${n(x + w * 0.3)} ${n(y + h * 0.3)} ${n(x + w * 0.55)} ${n(y + h * 0.6)}T${n(x + w - 6)} ${n(y + h * 0.45)}V${n(y + h - 6)}H${n(x + 6)}Z`,
        cols[0]!,
      ),
      circle(x + w * 0.75, y + h * 0.3, Math.min(w, h) * 0.1, cols[1]!),
    );
  }
}

// ------------------------------------------------------------- sprites ----
// Sprites are drawn in local units (back-wall px), origin on the floor.

export function plant(rng: Rng, big = true): string {
  const pot = rng.pick(['#e8e2d8', '#3b3b3b', '#b8734e', '#d9d4cc']);
  const leaf = rng.pick(['#3f7a3a', '#2f6b45', '#4f8a40']);
  const h = big ? rng.range(110, 170) : rng.range(50, 70);
  const pw = big ? 46 : 26;
  let s = '';
  const leaves = big ? 11 : 7;
  for (let i = 0; i < leaves; i++) {
    const a = -90 + (i / (leaves - 1) - 0.5) * 150 + rng.range(-8, 8);
    const L = h * rng.range(0.45, 0.8);
    s += `<ellipse cx="0" cy="${n(-L / 2)}" rx="${n(L * 0.16)}" ry="${n(L / 2)}" fill="${i % 2 ? leaf : shade(leaf, 0.15)}" transform="translate(0 ${n(-pw * 1.1)}) rotate(${n(a + 90)})"/>`;
  }
  s += poly([-pw / 2, -pw * 1.2, pw / 2, -pw * 1.2, pw * 0.38, 0, -pw * 0.38, 0], pot);
  s += rect(-pw / 2 - 2, -pw * 1.25, pw + 4, 6, shade(pot, -0.1));
  return s;
}

/** `glow` is a fill from Svg.glow() when the lamp is switched on. */
export function floorLamp(glow?: string): string {
  let s = ellipse(0, -2, 22, 5, '#2b2b2b') + rect(-2, -200, 4, 200, '#2f2f2f');
  if (glow) s += circle(0, -215, 110, glow);
  s += poly([-26, -200, 26, -200, 18, -250, -18, -250], glow ? '#fff0cc' : '#e9e3d6');
  return s;
}

export function tableLamp(glow?: string, col = '#f1e9da'): string {
  let s = ellipse(0, -2, 12, 3, '#8a7a6a') + rect(-2, -40, 4, 40, '#8a7a6a');
  if (glow) s += circle(0, -52, 80, glow);
  return s + poly([-20, -38, 20, -38, 14, -66, -14, -66], glow ? '#fff3d6' : col);
}

/** Simple chair seen from the front; `back` is the backrest height. */
export function chair(col: string, legs = '#3a3a3a', back = 70): string {
  return (
    rect(-22, -46, 4, 46, legs) +
    rect(18, -46, 4, 46, legs) +
    rect(-26, -52, 52, 10, shade(col, 0.1), 'rx="3"') +
    rect(-24, -52 - back, 48, back - 4, col, 'rx="6"')
  );
}

export function stool(col: string): string {
  return (
    rect(-3, -90, 6, 90, '#3a3a3a') +
    ellipse(0, -2, 18, 4, '#3a3a3a') +
    rect(-22, -100, 44, 12, col, 'rx="5"') +
    line(-14, -35, 14, -35, '#3a3a3a', 3)
  );
}

/** A sprite placed at world position (x, floor/height y, depth z). */
export function place(r: Room, sprite: string, x: number, y: number, z: number): void {
  r.svg.add(`<g ${at(r.cam, x, y, z)}>${sprite}</g>`);
}

export function rug(r: Room, xa: number, xb: number, za: number, zb: number): void {
  const { svg, rng, cam, y1 } = r;
  const c = rng.pick(['#d8cfc0', '#8c8f94', '#b99a7a', '#46505c', '#c9b8a0', '#6f6a80']);
  svg.add(floorQuad(cam, xa, xb, y1 - 0.5, za, zb, c));
  svg.add(
    floorQuad(
      cam,
      xa + 14,
      xb - 14,
      y1 - 0.6,
      za - 14,
      zb + 14,
      'none',
      `stroke="${shade(c, rng.chance(0.5) ? 0.25 : -0.2)}" stroke-width="3"`,
    ),
  );
}

/** Final grading for interiors: warm cast and vignette. */
export function finishRoom(r: Room, warm = 0.06): string {
  finish(r.svg, 0.38, '#ffb347', warm);
  return r.svg.toString();
}

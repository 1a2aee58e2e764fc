/** Residential interiors: living room, kitchen, bedroom, bathroom. */
import { box, circle, ellipse, floorQuad, line, n, P, path, poly, rect, shade, W, type Rng } from './kit';
import {
  ACCENTS,
  art,
  backWindow,
  downlights,
  FABRICS,
  finishRoom,
  floorLamp,
  place,
  plant,
  room,
  rug,
  sideWindow,
  STONES,
  stool,
  tableLamp,
  WALLS,
  WOODS,
  type Room,
} from './room';

const paint = (c: string) => ({ front: c, top: shade(c, 0.14), side: shade(c, -0.16), bottom: shade(c, -0.25) });

/** Three-seat sofa standing against the back wall, facing the viewer. */
function sofaFacing(r: Room, cx: number, width: number, fabric: string): void {
  const { svg, cam, f, y1, rng } = r;
  const xa = cx - width / 2;
  const xb = cx + width / 2;
  const p = paint(fabric);
  svg.add(box(cam, { x0: xa + 26, x1: xb - 26, y0: y1 - 150, y1: y1 - 50, z0: f - 4, z1: f - 38 }, { ...p, rx: 8 }));
  svg.add(box(cam, { x0: xa, x1: xb, y0: y1 - 58, y1: y1 - 12, z0: f - 4, z1: f - 124 }, p));
  const seats = width > 300 ? 3 : 2;
  const sw = (width - 52) / seats;
  for (let i = 0; i < seats; i++) {
    const sx = xa + 26 + i * sw;
    svg.add(
      box(
        cam,
        { x0: sx + 2, x1: sx + sw - 2, y0: y1 - 138, y1: y1 - 70, z0: f - 38, z1: f - 58 },
        { ...paint(shade(fabric, 0.04)), rx: 10 },
      ),
    );
    svg.add(
      box(
        cam,
        { x0: sx + 2, x1: sx + sw - 2, y0: y1 - 74, y1: y1 - 56, z0: f - 58, z1: f - 122 },
        { ...paint(shade(fabric, 0.06)), rx: 6 },
      ),
    );
  }
  for (const [ax, bx] of [
    [xa, xa + 28],
    [xb - 28, xb],
  ] as const)
    svg.add(box(cam, { x0: ax, x1: bx, y0: y1 - 100, y1: y1 - 12, z0: f - 4, z1: f - 126 }, { ...p, rx: 8 }));
  for (const lx of [xa + 6, xb - 10]) {
    const [a, b] = P(cam, lx, y1 - 12, f - 120);
    svg.add(rect(a, b, 4, 10, '#3a2e25'));
  }
  const accent = rng.pick(ACCENTS);
  for (const px of [xa + 40, xb - 100])
    place(
      r,
      `<rect x="0" y="-52" width="58" height="50" rx="12" fill="${accent}" transform="rotate(${n(rng.range(-8, 8))} 29 -26)"/>`,
      px,
      y1 - 70,
      f - 62,
    );
}

/** Sofa along a side wall, seen in profile. */
function sofaSide(r: Room, left: boolean, fabric: string): void {
  const { svg, cam, f, y1 } = r;
  const wx = left ? r.x0 : r.x1;
  const X = (a: number, b: number) => (left ? { x0: wx + a, x1: wx + b } : { x0: wx - b, x1: wx - a });
  const za = f - 140;
  const zb = f - 470;
  const p = paint(fabric);
  svg.add(box(cam, { ...X(0, 125), y0: y1 - 100, y1: y1 - 12, z0: za, z1: za - 30 }, { ...p, rx: 8 }));
  svg.add(box(cam, { ...X(0, 36), y0: y1 - 150, y1: y1 - 50, z0: za - 30, z1: zb + 30 }, p));
  svg.add(box(cam, { ...X(0, 125), y0: y1 - 58, y1: y1 - 12, z0: za - 30, z1: zb + 30 }, p));
  const seats = 3;
  const len = (za - zb - 60) / seats;
  for (let i = 0; i < seats; i++) {
    const z0 = za - 30 - i * len;
    svg.add(
      box(cam, { ...X(36, 122), y0: y1 - 74, y1: y1 - 56, z0: z0 - 2, z1: z0 - len + 2 }, paint(shade(fabric, 0.06))),
    );
  }
  svg.add(box(cam, { ...X(0, 125), y0: y1 - 100, y1: y1 - 12, z0: zb + 30, z1: zb }, { ...p, rx: 8 }));
}

function coffeeTable(r: Room, cx: number, za: number, zb: number, w = 210): void {
  const { svg, cam, y1, rng } = r;
  const wood = rng.pick([...WOODS, '#2b2b2b', '#f1eee8']);
  svg.add(
    box(
      cam,
      { x0: cx - w / 2 + 14, x1: cx + w / 2 - 14, y0: y1 - 44, y1: y1 - 1, z0: za - 12, z1: zb + 12 },
      paint(shade(wood, -0.15)),
    ),
  );
  svg.add(box(cam, { x0: cx - w / 2, x1: cx + w / 2, y0: y1 - 52, y1: y1 - 44, z0: za, z1: zb }, paint(wood)));
  const mid = (za + zb) / 2;
  place(r, `${rect(-30, -8, 60, 8, rng.pick(ACCENTS))}${rect(-26, -15, 52, 7, '#f1eee8')}`, cx - w / 4, y1 - 52, mid);
  place(
    r,
    `${path('M-10 0Q-16 -24 -6 -34H6Q16 -24 10 0Z', rng.pick(['#e9e3d6', '#2f5d62', '#c07850']))}${ellipse(0, -40, 14, 10, '#6fa05a')}`,
    cx + w / 5,
    y1 - 52,
    mid,
  );
}

export function livingRoom(rng: Rng): string {
  const r = room(rng, { wall: rng.pick(WALLS), floor: rng.chance(0.6) ? 'wood' : 'marble' });
  const { cam, f, x0, x1, y0, y1 } = r;
  const fabric = rng.pick(FABRICS);
  downlights(r, 3, f - 230);
  if (rng.chance(0.5)) {
    const left = rng.chance(0.5);
    sideWindow(r, left, f - 60, f - 560, y0 + 40, y1 - 30);
    const cx = (x0 + x1) / 2 + rng.range(-30, 30);
    art(r, cx - 100, y0 + 50, 200, 130);
    rug(r, cx - 240, cx + 240, f - 90, f - 430);
    sofaFacing(r, cx, rng.range(300, 380), fabric);
    place(
      r,
      floorLamp(r.sky.light < 0.9 || rng.chance(0.4) ? r.svg.glow('#ffe6a8') : undefined),
      left ? cx + 230 : cx - 230,
      y1,
      f - 60,
    );
    place(r, plant(rng), left ? x1 - 50 : x0 + 50, y1, f - 60);
    coffeeTable(r, cx, f - 230, f - 330);
  } else {
    backWindow(r, x0 + 50, x1 - 50, y0 + 30, y1 - 24, { mullions: rng.int(2, 4) });
    const left = rng.chance(0.5);
    const cx = (x0 + x1) / 2 + (left ? 40 : -40);
    rug(r, cx - 230, cx + 230, f - 140, f - 470);
    place(r, plant(rng), left ? x1 - 60 : x0 + 60, y1, f - 70);
    place(r, floorLamp(r.svg.glow('#ffe6a8')), left ? r.x0 + 60 : r.x1 - 60, y1, f - 90);
    sofaSide(r, left, fabric);
    const tx = left ? r.x1 : r.x0;
    const s = left ? -1 : 1;
    r.svg.add(
      box(
        cam,
        {
          x0: Math.min(tx, tx + s * 70),
          x1: Math.max(tx, tx + s * 70),
          y0: y1 - 62,
          y1: y1 - 10,
          z0: f - 170,
          z1: f - 450,
        },
        paint(rng.pick(WOODS)),
      ),
    );
    const q = [
      P(cam, tx, y1 - 300, f - 200),
      P(cam, tx, y1 - 300, f - 420),
      P(cam, tx, y1 - 150, f - 420),
      P(cam, tx, y1 - 150, f - 200),
    ].flat();
    r.svg.add(poly(q, '#15181c'), poly(q, 'none', 'stroke="#2c3036" stroke-width="4"'));
    coffeeTable(r, cx, f - 250, f - 360);
  }
  return finishRoom(r);
}

export function kitchen(rng: Rng): string {
  const r = room(rng, { wall: rng.pick(WALLS), floor: rng.pick(['tile', 'marble', 'wood'] as const) });
  const { svg, cam, f, x0, x1, y0, y1 } = r;
  const cab = rng.pick(['#f3f1ec', '#2f3a45', '#6f7f6a', '#c8b59a', '#8a5a36', '#d9dde0', '#26292d']);
  const counter = rng.pick(['#f1efea', '#2a2a2a', '#d9d3c7', '#b88a5a']);
  const yc = y1 - 118;
  const splash = rng.pick(['#ffffff', '#dfe9ec', '#e8e2d6', '#2f3d4a', '#cfd8cf']);
  const fill = svg.pattern(
    30,
    14,
    `${rect(0, 0, 30, 14, splash)}<path d="M0 13.5H30M15 0V7M0 7H30M0 7V14" stroke="${shade(splash, -0.22)}" stroke-width="1"/>`,
  );
  svg.add(rect(x0, yc - 110, x1 - x0, 110, fill));
  const fridgeLeft = rng.chance(0.5);
  const fx0 = fridgeLeft ? x0 : x1 - 100;
  const runA = fridgeLeft ? x0 + 100 : x0;
  const runB = fridgeLeft ? x1 : x1 - 100;
  const hobX = runA + (runB - runA) * rng.range(0.25, 0.4);
  const sinkX = runA + (runB - runA) * rng.range(0.65, 0.78);
  const windowed = rng.chance(0.6);
  // upper cabinets (gap for the window or the hood)
  const gaps: Array<[number, number]> = [[hobX - 70, hobX + 70]];
  if (windowed) gaps.push([sinkX - 110, sinkX + 110]);
  let ux = runA;
  for (const [ga, gb] of [...gaps.sort((a, b) => a[0] - b[0]), [runB, runB] as [number, number]]) {
    if (ga - ux > 20) svg.add(box(cam, { x0: ux, x1: ga, y0: y0 + 10, y1: yc - 150, z0: f, z1: f - 55 }, paint(cab)));
    ux = gb;
  }
  if (windowed)
    backWindow(r, sinkX - 100, sinkX + 100, y0 + 40, yc - 120, { curtains: null, mullions: 2, frame: '#f4f4f4' });
  svg.add(
    poly([hobX - 55, yc - 160, hobX + 55, yc - 160, hobX + 30, yc - 205, hobX - 30, yc - 205], '#b8bdc2'),
    rect(hobX - 22, y0, 44, yc - 205 - y0, '#c8cdd2'),
  );
  svg.add(rect(hobX - 55, yc - 162, 110, 4, '#8e9399'));
  // base cabinets, counter, fridge
  svg.add(box(cam, { x0: runA, x1: runB, y0: y1 - 12, y1, z0: f - 60, z1: f - 70 }, paint('#2a2a2a')));
  svg.add(box(cam, { x0: runA, x1: runB, y0: yc + 8, y1: y1 - 12, z0: f, z1: f - 78 }, paint(cab)));
  let doors = '';
  const [, fy0] = P(cam, 0, yc + 8, f - 78);
  const [, fy1] = P(cam, 0, y1 - 12, f - 78);
  for (let dx = runA + 80; dx < runB - 20; dx += 80) doors += `M${n(P(cam, dx, 0, f - 78)[0])} ${n(fy0)}V${n(fy1)}`;
  svg.add(path(doors, 'none', `stroke="${shade(cab, -0.3)}" stroke-width="1.5"`));
  let handles = '';
  for (let dx = runA + 40; dx < runB - 20; dx += 80)
    handles += `M${n(P(cam, dx - 14, 0, f - 80)[0])} ${n(fy0 + 14)}h${n(28 * (f / (f - 80)))}`;
  svg.add(path(handles, 'none', 'stroke="#8f949a" stroke-width="3" stroke-linecap="round"'));
  svg.add(box(cam, { x0: runA - 3, x1: runB + 3, y0: yc, y1: yc + 8, z0: f, z1: f - 84 }, paint(counter)));
  svg.add(box(cam, { x0: fx0, x1: fx0 + 100, y0: y0 + 10, y1: y1 - 285, z0: f, z1: f - 60 }, paint(cab)));
  svg.add(
    box(
      cam,
      { x0: fx0, x1: fx0 + 100, y0: y1 - 270, y1, z0: f, z1: f - 92 },
      {
        front: svg.linear(
          [
            [0, '#dfe3e6'],
            [0.5, '#c3c8cd'],
            [1, '#aab0b6'],
          ],
          0,
          0,
          1,
          0,
        ),
        top: '#e6e9ec',
        side: '#9ea4aa',
      },
    ),
  );
  const [hx, hy] = P(cam, fx0 + 50, y1 - 200, f - 94);
  svg.add(
    line(hx - 40, hy - 60, hx - 40, hy + 40, '#7d848b', 3),
    line(hx - 60, hy - 70, hx + 60, hy - 70, '#9aa0a6', 1.5),
  );
  // hob and sink on the counter top
  svg.add(floorQuad(cam, hobX - 48, hobX + 48, yc - 0.5, f - 10, f - 70, '#15171a'));
  for (const [bx, bz] of [
    [hobX - 24, f - 25],
    [hobX + 24, f - 25],
    [hobX - 24, f - 55],
    [hobX + 24, f - 55],
  ] as const) {
    const [cx, cy] = P(cam, bx, yc - 0.6, bz);
    const k = f / bz;
    const ry = Math.abs(P(cam, bx, yc, bz + 9)[1] - P(cam, bx, yc, bz - 9)[1]) / 2;
    svg.add(ellipse(cx, cy, 13 * k, ry, 'none', 'stroke="#5a5f66" stroke-width="2"'));
  }
  svg.add(
    floorQuad(cam, sinkX - 45, sinkX + 45, yc - 0.5, f - 14, f - 66, '#9aa1a8'),
    floorQuad(cam, sinkX - 38, sinkX + 38, yc - 0.6, f - 20, f - 60, '#6e757c'),
  );
  place(r, path('M-3 0V-46Q-3 -58 10 -58H26V-52H10Q4 -52 4 -46V0Z', '#b9bec4'), sinkX, yc, f - 10);
  // island with stools or a plant
  if (rng.chance(0.6)) {
    const ix = cam.vx + rng.range(-60, 60);
    const iz0 = f - 300;
    const iz1 = f - 400;
    svg.add(
      box(cam, { x0: ix - 170, x1: ix + 170, y0: yc + 8, y1: y1 - 8, z0: iz0, z1: iz1 }, paint(shade(cab, -0.05))),
    );
    svg.add(box(cam, { x0: ix - 180, x1: ix + 180, y0: yc, y1: yc + 8, z0: iz0 + 6, z1: iz1 - 14 }, paint(counter)));
    for (const px of [ix - 100, ix + 100]) {
      const [lx, ly] = P(cam, px, y0 + 110, (iz0 + iz1) / 2);
      const [, cy] = P(cam, px, y0, (iz0 + iz1) / 2);
      svg.add(
        line(lx, cy, lx, ly, '#333', 1.5),
        circle(lx, ly + 30, 80, svg.glow('#ffe6a8', 0.35)),
        path(
          `M${n(lx - 20)} ${n(ly + 26)}Q${n(lx)} ${n(ly - 6)} ${n(lx + 20)} ${n(ly + 26)}Z`,
          rng.pick(['#2b2b2b', '#c8a86a', '#f4f1ea']),
        ),
      );
    }
    const seat = rng.pick(FABRICS);
    for (const px of [ix - 110, ix, ix + 110]) place(r, stool(seat), px, y1, iz1 - 40);
  } else {
    place(r, plant(rng), fridgeLeft ? x1 - 70 : x0 + 70, y1, f - 300);
  }
  downlights(r, 3, f - 180);
  return finishRoom(r);
}

export function bedroom(rng: Rng): string {
  const wall = rng.pick(WALLS);
  const r = room(rng, { wall, floor: rng.chance(0.7) ? 'wood' : 'carpet' });
  const { svg, cam, f, x0, x1, y0, y1 } = r;
  const bx = (x0 + x1) / 2 + rng.range(-50, 50);
  if (rng.chance(0.5))
    svg.add(rect(bx - 220, y0, 440, y1 - y0 - 10, rng.pick(['#5d6d7e', '#7a8f86', '#b59a84', '#3f4e5e', '#c9b8a0'])));
  const left = rng.chance(0.5);
  sideWindow(r, left, f - 80, f - 480, y0 + 50, y1 - 60);
  art(r, bx - 90, y0 + 40, 180, 100);
  rug(r, bx - 220, bx + 220, f - 150, f - 460);
  const head = rng.pick(FABRICS);
  svg.add(
    box(cam, { x0: bx - 150, x1: bx + 150, y0: y1 - 215, y1: y1 - 8, z0: f, z1: f - 14 }, { ...paint(head), rx: 8 }),
  );
  let ch = '';
  const [hx0, hy0] = P(cam, bx - 150, y1 - 215, f - 14);
  const [hx1, hy1] = P(cam, bx + 150, y1 - 8, f - 14);
  for (let x = hx0 + 30; x < hx1 - 10; x += 30) ch += `M${n(x)} ${n(hy0 + 8)}V${n(hy1 - 8)}`;
  svg.add(path(ch, 'none', `stroke="${shade(head, -0.2)}" stroke-width="2"`));
  const wood = rng.pick(WOODS);
  const on = r.sky.light < 0.95 || rng.chance(0.5);
  const glow = on ? svg.glow('#ffe6a8', 0.5) : undefined;
  for (const nx of [bx - 215, bx + 160]) {
    svg.add(box(cam, { x0: nx, x1: nx + 55, y0: y1 - 72, y1: y1 - 8, z0: f, z1: f - 55 }, paint(wood)));
    const [a, b] = P(cam, nx, y1 - 42, f - 55);
    const [c] = P(cam, nx + 55, y1 - 42, f - 55);
    svg.add(line(a, b, c, b, shade(wood, -0.3), 1.5));
    place(r, tableLamp(glow), nx + 28, y1 - 72, f - 28);
  }
  const linen = rng.pick(['#f7f5f0', '#eef1f4', '#f3ede3']);
  const duvet = rng.pick(['#f7f5f0', '#d9d2c6', '#9fb0bf', '#c9a892', '#7f8f7a', '#e8e0d2']);
  svg.add(
    box(
      cam,
      { x0: bx - 118, x1: bx + 118, y0: y1 - 55, y1: y1 - 8, z0: f - 14, z1: f - 290 },
      paint(shade(head, -0.1)),
    ),
  );
  svg.add(box(cam, { x0: bx - 114, x1: bx + 114, y0: y1 - 82, y1: y1 - 55, z0: f - 14, z1: f - 286 }, paint(linen)));
  for (const px of [bx - 105, bx + 5])
    place(
      r,
      rect(0, -52, 100, 50, shade(linen, -0.03), `rx="16" stroke="${shade(linen, -0.12)}"`),
      px,
      y1 - 80,
      f - 34,
    );
  place(r, rect(-40, -40, 80, 40, rng.pick(ACCENTS), 'rx="10"'), bx, y1 - 82, f - 60);
  svg.add(box(cam, { x0: bx - 120, x1: bx + 120, y0: y1 - 88, y1: y1 - 36, z0: f - 110, z1: f - 294 }, paint(duvet)));
  svg.add(floorQuad(cam, bx - 121, bx + 121, y1 - 88.5, f - 200, f - 260, rng.pick(ACCENTS)));
  place(r, plant(rng), left ? x1 - 50 : x0 + 50, y1, f - 360);
  return finishRoom(r, on ? 0.08 : 0.04);
}

export function bathroom(rng: Rng): string {
  const tile = rng.pick(['#f2f0eb', '#e4e7e9', '#d8d0c4', '#c9d6d9', '#3e4a52', ...STONES]);
  const r = room(rng, {
    wall: tile,
    floor: rng.chance(0.5) ? 'marble' : 'tile',
    baseboard: null,
    x0: rng.range(300, 360),
    x1: W - rng.range(300, 360),
    y0: rng.range(90, 120),
  });
  const { svg, cam, f, x0, x1, y0, y1 } = r;
  const big = rng.chance(0.5);
  const [tw, th] = big ? [60, 120] : [32, 16];
  svg.add(
    rect(
      x0,
      y0,
      x1 - x0,
      y1 - y0,
      svg.pattern(
        tw,
        th,
        `<path d="M0 ${th - 0.5}H${tw}M${tw - 0.5} 0V${th}" stroke="${shade(tile, -0.18)}" stroke-width="1"/>`,
        x0,
        y0,
      ),
    ),
  );
  let grid = '';
  for (let y = y0 + th * 2; y < y1; y += th * 2)
    for (const x of [x0, x1]) grid += `M${P(cam, x, y, f).map(n).join(' ')}L${P(cam, x, y, r.zn).map(n).join(' ')}`;
  svg.add(path(grid, 'none', `stroke="${shade(tile, -0.25)}" stroke-width="1" stroke-opacity="0.5"`));
  const cx = (x0 + x1) / 2 + rng.range(-70, 70);
  const vw = rng.range(240, 300);
  const showerLeft = cx > (x0 + x1) / 2;
  // shower zone: head, niche and glass
  const sx = showerLeft ? x0 + 150 : x1 - 150;
  const shx = showerLeft ? x0 + 75 : x1 - 75;
  svg.add(
    rect(shx - 3, y0 + 40, 6, 40, '#a7adb3'),
    ellipse(shx, y0 + 84, 26, 6, '#b9bec4'),
    rect(shx - 30, y0 + 170, 60, 90, shade(tile, -0.1)),
  );
  // vanity, basin, mirror
  const wood = rng.pick([...WOODS, '#f4f2ee', '#2f3a45']);
  svg.add(box(cam, { x0: cx - vw / 2, x1: cx + vw / 2, y0: y1 - 112, y1: y1 - 40, z0: f, z1: f - 72 }, paint(wood)));
  svg.add(
    box(
      cam,
      { x0: cx - vw / 2 - 4, x1: cx + vw / 2 + 4, y0: y1 - 120, y1: y1 - 112, z0: f, z1: f - 78 },
      paint(rng.pick(STONES)),
    ),
  );
  const mw = vw * 0.8;
  const round = rng.chance(0.4);
  const mirror = svg.linear(
    [
      [0, '#eef3f6'],
      [0.5, '#c7d2da'],
      [1, '#9fb0bc'],
    ],
    0,
    0,
    1,
    1,
  );
  if (rng.chance(0.5))
    svg.add(rect(cx - mw / 2 - 14, y1 - 410, mw + 28, 250, '#fff6d8', 'fill-opacity="0.35" rx="20"'));
  svg.add(
    round
      ? ellipse(cx, y1 - 280, mw / 2.4, 115, mirror, 'stroke="#8a8f94" stroke-width="4"')
      : rect(cx - mw / 2, y1 - 400, mw, 230, mirror, 'stroke="#8a8f94" stroke-width="4"'),
  );
  svg.add(
    poly(
      [cx - mw * 0.3, y1 - 390, cx - mw * 0.1, y1 - 390, cx - mw * 0.35, y1 - 180, cx - mw * 0.45, y1 - 180],
      '#ffffff',
      'fill-opacity="0.3"',
    ),
  );
  place(
    r,
    `${path('M-44 -30Q-44 0 0 0Q44 0 44 -30Z', '#fbfbfa')}${ellipse(0, -30, 44, 8, '#e3e6e8')}${ellipse(0, -30, 36, 5, '#c8ced3')}`,
    cx,
    y1 - 120,
    f - 40,
  );
  place(r, path('M-3 0V-50Q-3 -60 8 -60H22V-54H8Q3 -54 3 -50V0Z', '#b9bec4'), cx, y1 - 120, f - 8);
  place(
    r,
    `${rect(-28, -6, 56, 6, '#a7adb3')}${rect(-24, 0, 48, 70, rng.pick(['#f7f5f0', '#c9b8a0', '#7f8f9a', '#e2c6b0']), 'rx="6"')}`,
    showerLeft ? x1 - 60 : x0 + 60,
    y1 - 230,
    f - 2,
  );
  // glass shower screen
  const q = [P(cam, sx, y0 + 30, f), P(cam, sx, y0 + 30, f - 260), P(cam, sx, y1, f - 260), P(cam, sx, y1, f)].flat();
  svg.add(poly(q, '#d7eef4', 'fill-opacity="0.25"'), poly(q, 'none', 'stroke="#9aa4ab" stroke-width="3"'));
  place(r, plant(rng, false), cx + vw / 2 - 30, y1 - 120, f - 30);
  svg.add(
    floorQuad(
      cam,
      cx - 80,
      cx + 80,
      y1 - 0.5,
      f - 110,
      f - 200,
      rng.pick(['#f4f1ea', '#c9b8a0', '#8fa3b0', '#d8c7d9']),
    ),
  );
  const tx = showerLeft ? cx + vw / 2 + 80 : cx - vw / 2 - 80;
  if (Math.abs(tx - sx) > 140 && tx > x0 + 50 && tx < x1 - 50) {
    svg.add(box(cam, { x0: tx - 34, x1: tx + 34, y0: y1 - 150, y1: y1 - 80, z0: f, z1: f - 30 }, paint('#f7f7f5')));
    svg.add(
      box(cam, { x0: tx - 24, x1: tx + 24, y0: y1 - 80, y1, z0: f - 30, z1: f - 110 }, { ...paint('#f2f2f0'), rx: 14 }),
    );
    svg.add(
      box(
        cam,
        { x0: tx - 30, x1: tx + 30, y0: y1 - 84, y1: y1 - 76, z0: f - 30, z1: f - 118 },
        { ...paint('#ffffff'), rx: 4 },
      ),
    );
  }
  downlights(r, 2, f - 150);
  return finishRoom(r, 0.03);
}

/** Commercial interiors: open-plan office, empty retail unit, warehouse hall. */
import { box, circle, line, n, P, path, poly, PP, rect, shade, W, type Rng } from './kit';
import { backWindow, chair, downlights, FABRICS, finishRoom, place, plant, room, WOODS, type Room } from './room';

const paint = (c: string) => ({ front: c, top: shade(c, 0.14), side: shade(c, -0.16), bottom: shade(c, -0.25) });

/** Linear LED strips running along the ceiling. */
function ceilingStrips(r: Room, count: number, width = 10): void {
  const { svg, cam, f, x0, x1, y0 } = r;
  for (let i = 0; i < count; i++) {
    const x = x0 + ((i + 0.5) * (x1 - x0)) / count;
    svg.add(
      poly(
        PP(
          cam,
          [x - width, y0 + 0.5, f - 30],
          [x + width, y0 + 0.5, f - 30],
          [x + width, y0 + 0.5, 180],
          [x - width, y0 + 0.5, 180],
        ),
        '#fffbee',
      ),
    );
  }
}

/** Desk with a monitor, seen from the front; the chair sits on the viewer's side. */
function desk(r: Room, cx: number, z: number, w: number, top: string, seat: string): void {
  const { svg, cam, y1, rng } = r;
  svg.add(
    box(cam, { x0: cx - w / 2 + 6, x1: cx - w / 2 + 12, y0: y1 - 95, y1: y1 - 2, z0: z, z1: z - 6 }, paint('#3a3e44')),
  );
  svg.add(
    box(cam, { x0: cx + w / 2 - 12, x1: cx + w / 2 - 6, y0: y1 - 95, y1: y1 - 2, z0: z, z1: z - 6 }, paint('#3a3e44')),
  );
  svg.add(box(cam, { x0: cx - w / 2, x1: cx + w / 2, y0: y1 - 100, y1: y1 - 94, z0: z + 20, z1: z - 80 }, paint(top)));
  place(
    r,
    `${rect(-4, -30, 8, 30, '#2b2b2b')}${rect(-48, -88, 96, 60, '#1b1f24', 'rx="3"')}${rect(-44, -84, 88, 52, rng.pick(['#2a4d6e', '#35546b', '#203a52']), 'fill-opacity="0.9"')}`,
    cx + rng.range(-w / 5, w / 5),
    y1 - 100,
    z,
  );
  place(r, chair(seat, '#2b2b2b', 62), cx + rng.range(-20, 20), y1, z - 95);
}

export function office(rng: Rng): string {
  const r = room(rng, {
    wall: rng.pick(['#eef0f2', '#e9e6df', '#f2f2f0']),
    floor: rng.pick(['carpet', 'concrete', 'wood'] as const),
    x0: rng.range(160, 220),
    x1: W - rng.range(160, 220),
    y0: rng.range(80, 110),
  });
  const { cam, f, x0, x1, y0, y1 } = r;
  backWindow(r, x0 + 8, x1 - 8, y0 + 8, y1 - 6, { curtains: null, mullions: rng.int(5, 7), frame: '#3a3f45' });
  ceilingStrips(r, 3);
  const top = rng.pick(['#f2f0ea', ...WOODS, '#d9dde0']);
  const seat = rng.pick(FABRICS);
  const perRow = rng.int(2, 3);
  const dw = Math.min(220, (x1 - x0 - 160) / perRow);
  for (const z of [f - 160, f - 400]) {
    for (let i = 0; i < perRow; i++) desk(r, cam.vx + (i - (perRow - 1) / 2) * (dw + 40), z, dw, top, seat);
  }
  place(r, plant(rng), x0 + 50, y1, f - 60);
  place(r, plant(rng), x1 - 50, y1, f - 300);
  return finishRoom(r, 0.02);
}

/** Empty retail unit: storefront glazing, polished floor, track lights, counter. */
export function shopInterior(rng: Rng): string {
  const r = room(rng, {
    wall: rng.pick(['#f4f2ee', '#eeebe4', '#e9edf0']),
    floor: rng.pick(['concrete', 'tile', 'marble'] as const),
    y0: rng.range(90, 120),
  });
  const { svg, cam, f, x0, x1, y0, y1 } = r;
  backWindow(r, x0 + 10, x1 - 10, y0 + 40, y1 - 4, { curtains: null, mullions: 3, frame: '#2b2b2b' });
  const doorX = x0 + (x1 - x0) * rng.pick([1 / 3, 2 / 3]);
  svg.add(rect(doorX - 4, y0 + 40, 8, y1 - y0 - 44, '#2b2b2b'), rect(doorX + 20, y1 - 160, 6, 70, '#bfc4c9'));
  svg.add(rect(x0, y0, x1 - x0, 40, shade('#eeebe4', -0.05)));
  // track lights
  const [tx0, ty] = P(cam, x0 + 40, y0, f - 200);
  const [tx1] = P(cam, x1 - 40, y0, f - 200);
  svg.add(line(tx0, ty + 4, tx1, ty + 4, '#2b2b2b', 4));
  for (let i = 0; i < 5; i++) {
    const lx = tx0 + ((i + 0.5) * (tx1 - tx0)) / 5;
    svg.add(rect(lx - 8, ty + 4, 16, 26, '#2b2b2b', 'rx="3"'), circle(lx, ty + 60, 60, svg.glow('#fff3d0', 0.3)));
  }
  // wall shelving on one side, counter on the other
  const left = rng.chance(0.5);
  const sx = left ? x0 : x1 - 50;
  const shelf = rng.pick(WOODS);
  const goods = rng.pick([
    ['#c0392b', '#2e86c1', '#f1c40f', '#ecf0f1'],
    ['#d9c7a7', '#8a5a36', '#f3efe6', '#3b3b3b'],
    ['#e8a0b4', '#f5d0c5', '#9b59b6', '#ffffff'],
  ]);
  for (const h of [120, 220, 320]) {
    for (let z = f - 90; z > f - 470; z -= rng.range(40, 70)) {
      const gh = rng.range(30, 70);
      if (rng.chance(0.75))
        svg.add(
          box(
            cam,
            { x0: sx + 8, x1: sx + 40, y0: y1 - h - 6 - gh, y1: y1 - h - 6, z0: z, z1: z - rng.range(22, 34) },
            paint(rng.pick(goods)),
          ),
        );
    }
    svg.add(box(cam, { x0: sx, x1: sx + 50, y0: y1 - h - 6, y1: y1 - h, z0: f - 80, z1: f - 480 }, paint(shelf)));
  }
  const cx = left ? x1 - 200 : x0 + 60;
  const counter = rng.pick(['#f2f0ea', '#2b2b2b', ...WOODS]);
  svg.add(box(cam, { x0: cx, x1: cx + 140, y0: y1 - 110, y1: y1 - 4, z0: f - 220, z1: f - 300 }, paint(counter)));
  svg.add(
    box(
      cam,
      { x0: cx - 4, x1: cx + 144, y0: y1 - 116, y1: y1 - 110, z0: f - 216, z1: f - 304 },
      paint(shade(counter, 0.2)),
    ),
  );
  place(r, plant(rng), left ? x0 + 80 : x1 - 80, y1, f - 40);
  return finishRoom(r, 0.03);
}

/** Warehouse hall: high ceiling with trusses, pallet racks, roller door with daylight. */
export function warehouseInterior(rng: Rng): string {
  const r = room(rng, {
    wall: rng.pick(['#c9ccd0', '#d6d2c8', '#bfc7cf']),
    floor: 'concrete',
    x0: rng.range(120, 170),
    x1: W - rng.range(120, 170),
    y0: rng.range(30, 60),
    y1: rng.range(600, 630),
    eye: rng.range(160, 190),
    baseboard: null,
  });
  const { svg, cam, f, x0, x1, y0, y1 } = r;
  const clad = svg.linearAbs(
    [
      [0, '#ffffff', 0.12],
      [0.5, '#ffffff', 0.12],
      [0.5, '#000000', 0.06],
      [1, '#000000', 0.06],
    ],
    0,
    0,
    14,
    0,
    true,
  );
  svg.add(rect(x0, y0, x1 - x0, y1 - y0, clad));
  // skylight strip on the back wall and roller door
  svg.add(rect(x0 + 20, y0 + 20, x1 - x0 - 40, 40, '#e9f1f6', 'fill-opacity="0.8"'));
  const doorW = rng.range(220, 300);
  const dx = (x0 + x1) / 2 - doorW / 2 + rng.range(-150, 150);
  const open = rng.range(0.5, 0.9);
  const dh = 300;
  svg.add(rect(dx - 10, y1 - dh - 10, doorW + 20, dh + 10, '#5f656b'));
  svg.add(
    rect(
      dx,
      y1 - dh * open,
      doorW,
      dh * open,
      svg.linear([
        [0, '#f6f1e2'],
        [1, '#dcd3ba'],
      ]),
    ),
  );
  svg.add(
    rect(
      dx,
      y1 - dh,
      doorW,
      dh * (1 - open),
      svg.linearAbs(
        [
          [0, '#d5d8da'],
          [0.5, '#d5d8da'],
          [0.5, '#aab0b5'],
          [1, '#aab0b5'],
        ],
        0,
        0,
        0,
        12,
        true,
      ),
    ),
  );
  svg.add(
    poly(
      PP(cam, [dx, y1, f], [dx + doorW, y1, f], [dx + doorW + 80, y1, f - 300], [dx - 80, y1, f - 300]),
      '#fff6e0',
      'fill-opacity="0.2"',
    ),
  );
  // roof trusses
  let truss = '';
  for (let z = f - 40; z > 200; z -= 110) {
    const [ax, ay] = P(cam, x0, y0 + 30, z);
    const [bx] = P(cam, x1, y0 + 30, z);
    const [, by] = P(cam, x0, y0, z);
    truss += `M${n(ax)} ${n(ay)}H${n(bx)}M${n(ax)} ${n(by)}H${n(bx)}`;
    for (let t = 0; t < 1; t += 0.1)
      truss += `M${n(ax + (bx - ax) * t)} ${n(ay)}L${n(ax + (bx - ax) * (t + 0.05))} ${n(by)}L${n(ax + (bx - ax) * (t + 0.1))} ${n(ay)}`;
  }
  svg.add(path(truss, 'none', 'stroke="#6c7278" stroke-width="2"'));
  // pallet racks along both side walls
  const beam = rng.pick(['#e4712c', '#d35400', '#e8a317']);
  const upright = rng.pick(['#2e5e9e', '#3b4650', '#2f7f86']);
  const levels = [y1 - 8, y1 - 150, y1 - 290, y1 - 430].filter((h) => h > y0 + 120);
  for (const left of [true, false]) {
    const xa = left ? x0 + 10 : x1 - 100;
    const xb = xa + 90;
    const inner = left ? xb - 6 : xa;
    const outer = left ? xa : xb - 6;
    for (let z = f - 20; z > 300; z -= 200) {
      const posts = (zz: number, x: number) =>
        svg.add(
          box(cam, { x0: x, x1: x + 6, y0: levels[levels.length - 1]! - 140, y1, z0: zz, z1: zz - 6 }, paint(upright)),
        );
      posts(z, outer);
      for (const h of levels) {
        if (rng.chance(0.8))
          svg.add(
            box(
              cam,
              { x0: xa + 6, x1: xb - 6, y0: h - rng.range(80, 125), y1: h - 8, z0: z - 12, z1: z - 186 },
              paint(rng.pick(['#b08a5a', '#c79e6c', '#a0784e', '#d9d2c2'])),
            ),
          );
        if (h < y1 - 20)
          svg.add(box(cam, { x0: inner - 2, x1: inner + 8, y0: h - 8, y1: h, z0: z, z1: z - 200 }, paint(beam)));
      }
      posts(z, inner);
      posts(z - 194, outer);
      posts(z - 194, inner);
    }
  }
  let lanes = '';
  for (const lx of [cam.vx - 190, cam.vx + 190])
    lanes += `M${P(cam, lx, y1, f).map(n).join(' ')}L${P(cam, lx, y1, 150).map(n).join(' ')}`;
  svg.add(path(lanes, 'none', 'stroke="#f2c12e" stroke-width="6" stroke-opacity="0.85"'));
  const px = cam.vx + rng.pick([-1, 1]) * rng.range(60, 120);
  svg.add(box(cam, { x0: px - 50, x1: px + 50, y0: y1 - 14, y1, z0: f - 300, z1: f - 380 }, paint('#a0784e')));
  svg.add(box(cam, { x0: px - 46, x1: px + 46, y0: y1 - 80, y1: y1 - 14, z0: f - 304, z1: f - 376 }, paint('#c79e6c')));
  downlights(r, 2, f - 300);
  return finishRoom(r, 0.02);
}

/** Balcony / terrace views and building amenities (pool, gym). */
import {
  box,
  circle,
  ellipse,
  floorQuad,
  line,
  n,
  P,
  path,
  poly,
  PP,
  rect,
  shade,
  Svg,
  W,
  type Cam,
  type Rng,
} from './kit';
import { bush, distantView, eucalyptus, GREENS, palm, pickSky } from './nature';
import {
  backWindow,
  chair,
  downlights,
  drawFloor,
  FABRICS,
  finishRoom,
  place,
  plant,
  room,
  STONES,
  WOODS,
  type FloorKind,
  type Room,
} from './room';

const paint = (c: string) => ({ front: c, top: shade(c, 0.14), side: shade(c, -0.16), bottom: shade(c, -0.25) });

/** Outdoor "room": the view fills the background, only a floor in perspective. */
function openAir(rng: Rng, floor: FloorKind, city: boolean, floorColor?: string): Room {
  const svg = new Svg();
  const y1 = rng.range(500, 540);
  const cam: Cam = { vx: W / 2 + rng.range(-120, 120), vy: y1 - rng.range(150, 175), f: 900 };
  const sky = pickSky(rng);
  const vh = (cam.vy + 25) / 0.72;
  distantView(svg, rng, sky, 0, 0, W, Math.max(vh, y1 + 10), city);
  const r: Room = { svg, cam, rng, sky, x0: -500, x1: W + 500, y0: 0, y1, f: 900, zn: 120 };
  drawFloor(r, floor, floorColor);
  return r;
}

/** Balcony or terrace looking out over the city (or the countryside). */
export function balcony(rng: Rng, rural = false): string {
  const r = openAir(rng, rng.pick(['wood', 'tile', 'wood'] as const), !rural);
  const { svg, cam, f, y1 } = r;
  if (rural) {
    for (let i = 0; i < 3; i++) {
      const x = rng.range(0, W);
      const [sx, sy] = P(cam, x, y1, f + 500);
      svg.add(rng.chance(0.5) ? palm(rng, sx, sy, 160) : eucalyptus(rng, sx, sy, 170));
    }
  }
  // railing along the edge
  const glass = rng.chance(0.6);
  const [, ry0] = P(cam, 0, y1 - 130, f);
  const [, ry1] = P(cam, 0, y1, f);
  if (glass) {
    svg.add(rect(0, ry0, W, ry1 - ry0, '#d6ecf3', 'fill-opacity="0.22"'));
    for (let x = -400; x < W + 400; x += 190) {
      const [px] = P(cam, x, 0, f);
      svg.add(rect(px - 2, ry0, 4, ry1 - ry0, '#8d959c'));
    }
  } else {
    let bars = '';
    for (let x = -400; x < W + 400; x += 16) bars += `M${n(P(cam, x, 0, f)[0])} ${n(ry0)}V${n(ry1)}`;
    svg.add(path(bars, 'none', 'stroke="#2c2f33" stroke-width="2.5"'));
  }
  svg.add(rect(0, ry0 - 6, W, 8, '#3a3e43'));
  // side wall of the building with a sliding door
  const left = rng.chance(0.5);
  const wx = left ? cam.vx - rng.range(330, 400) : cam.vx + rng.range(330, 400);
  const wallCol = rng.chance(0.5) ? '#a6533a' : '#d9d4cc';
  svg.add(poly(PP(cam, [wx, -600, f - 40], [wx, -600, r.zn], [wx, y1, r.zn], [wx, y1, f - 40]), wallCol));
  svg.add(
    poly(
      PP(cam, [wx, -600, f - 40], [wx, -600, r.zn], [wx, y1, r.zn], [wx, y1, f - 40]),
      '#000000',
      'fill-opacity="0.18"',
    ),
  );
  const door = PP(cam, [wx, y1 - 290, f - 140], [wx, y1 - 290, f - 420], [wx, y1, f - 420], [wx, y1, f - 140]);
  svg.add(
    poly(
      door,
      svg.linear([
        [0, '#9fb4c2'],
        [1, '#53606a'],
      ]),
    ),
    poly(door, 'none', 'stroke="#2f3338" stroke-width="6"'),
  );
  const [mx0, my0] = P(cam, wx, y1 - 290, f - 280);
  const [mx1, my1] = P(cam, wx, y1, f - 280);
  svg.add(line(mx0, my0, mx1, my1, '#2f3338', 5));
  // furniture
  const fabric = rng.pick(FABRICS);
  const cx = (cam.vx + wx) / 2 + (left ? 180 : -180);
  const tableCol = rng.pick(['#2f3338', '#f1eee8', '#9c6b43']);
  place(r, chair(fabric, '#2c2f33', 60), cx - 70, y1, f - 260);
  place(r, chair(fabric, '#2c2f33', 60), cx + 70, y1, f - 260);
  place(
    r,
    `${rect(-4, -70, 8, 70, tableCol)}${ellipse(0, -2, 22, 5, tableCol)}${ellipse(0, -72, 48, 10, shade(tableCol, 0.1))}${rect(-8, -92, 16, 20, '#e9e3d6')}${ellipse(0, -96, 14, 8, GREENS[1][2])}`,
    cx,
    y1,
    f - 300,
  );
  const plantXs = left
    ? [cx + rng.range(180, 260), cx + rng.range(420, 600)]
    : [cx - rng.range(180, 260), cx - rng.range(420, 600)];
  for (const px of plantXs) place(r, plant(rng), px, y1, f - rng.range(10, 50));
  if (r.sky.light < 0.9) {
    let bulbs = '';
    const wire: number[] = [];
    for (let t = 0; t <= 1.001; t += 1 / 28) {
      const [bx, by] = P(cam, cam.vx - 480 + t * 960, y1 - 240 + Math.sin(((t * 4) % 1) * Math.PI) * 30, 420);
      wire.push(bx, by);
      bulbs += circle(bx, by + 6, 5, '#fff1b8') + circle(bx, by + 6, 22, svg.glow('#ffd27a', 0.55));
    }
    svg.add(`<polyline points="${wire.map(n).join(' ')}" fill="none" stroke="#2b2b2b" stroke-width="1.5"/>`, bulbs);
  }
  svg.add(
    rect(
      0,
      0,
      W,
      34,
      svg.linear([
        [0, '#cfcac2'],
        [1, '#b9b3aa'],
      ]),
    ),
  );
  return finishRoom(r, 0.04);
}

/** Swimming pool: indoor under a glazed wall, or outdoor with hills behind. */
export function pool(rng: Rng, outdoor = rng.chance(0.5)): string {
  const r = outdoor
    ? openAir(rng, 'tile', false, rng.pick(STONES))
    : room(rng, {
        wall: rng.pick(STONES),
        floor: 'tile',
        x0: rng.range(180, 240),
        x1: W - rng.range(180, 240),
        y0: rng.range(80, 110),
      });
  const { svg, cam, f, y1 } = r;
  if (!outdoor) {
    backWindow(r, r.x0 + 30, r.x1 - 30, r.y0 + 30, y1 - 20, {
      curtains: null,
      mullions: rng.int(4, 6),
      city: rng.chance(0.5),
    });
    downlights(r, 4, f - 200);
  } else {
    for (let i = 0; i < rng.int(1, 3); i++) {
      const [sx, sy] = P(
        cam,
        rng.chance(0.5) ? rng.range(-300, 200) : rng.range(W - 200, W + 300),
        y1,
        f - rng.range(0, 60),
      );
      svg.add(palm(rng, sx, sy, rng.range(260, 340)));
    }
    const [, hy] = P(cam, 0, y1, f);
    for (let x = -60; x < W + 60; x += rng.range(50, 80))
      svg.add(bush(rng, x, hy + 2, rng.range(60, 90), rng.range(28, 40), GREENS[1]));
  }
  const px0 = cam.vx - rng.range(200, 280);
  const px1 = cam.vx + rng.range(140, 240);
  const za = f - 70;
  const zb = 200;
  svg.add(floorQuad(cam, px0 - 18, px1 + 18, y1 - 0.5, za + 18, zb, '#f2efe9'));
  const [wx0, wy0] = P(cam, px0, y1, za);
  const [wx1, wy1] = P(cam, px1, y1 + 26, za);
  svg.add(rect(wx0, wy0, wx1 - wx0, wy1 - wy0, '#1c7f9c'));
  const water = PP(cam, [px0, y1 + 12, za], [px1, y1 + 12, za], [px1, y1 + 12, zb], [px0, y1 + 12, zb]);
  const [, top] = P(cam, 0, y1 + 12, za);
  svg.add(
    poly(
      water,
      svg.linearAbs(
        [
          [0, '#2c9fc4'],
          [0.5, '#3bb9d6'],
          [1, '#7fdcea'],
        ],
        0,
        top,
        0,
        800,
      ),
    ),
  );
  svg.add(poly(PP(cam, [px0, y1, za], [px1, y1, za], [px1, y1 + 12, za], [px0, y1 + 12, za]), '#1f8fb0'));
  let lanes = '';
  for (let i = 1; i < 4; i++) {
    const lx = px0 + ((px1 - px0) * i) / 4;
    lanes += `M${P(cam, lx, y1 + 12, za - 10)
      .map(n)
      .join(' ')}L${P(cam, lx, y1 + 12, zb)
      .map(n)
      .join(' ')}`;
  }
  svg.add(path(lanes, 'none', 'stroke="#15607a" stroke-width="3" stroke-opacity="0.35"'));
  let ripples = '';
  for (let z = za - 30; z > zb + 20; z -= rng.range(30, 60)) {
    const pts: number[] = [];
    const ph = rng.range(0, 6);
    for (let t = 0; t <= 1; t += 0.1)
      pts.push(
        ...P(cam, px0 + 10 + t * (px1 - px0 - 20), y1 + 12 + Math.sin(t * 12 + ph) * 1.5, z + Math.sin(t * 9 + ph) * 8),
      );
    ripples += `M${pts.slice(0, 2).map(n).join(' ')}L${pts.slice(2).map(n).join(' ')}`;
  }
  svg.add(path(ripples, 'none', 'stroke="#ffffff" stroke-width="1.6" stroke-opacity="0.4"'));
  place(
    r,
    path('M-18 0V-70Q-18 -90 0 -90Q18 -90 18 -70', 'none', 'stroke="#c9ced3" stroke-width="5"') +
      path('M22 0V-70Q22 -90 40 -90Q58 -90 58 -70', 'none', 'stroke="#c9ced3" stroke-width="5"'),
    px1 - 90,
    y1 + 8,
    za - 4,
  );
  // sun loungers along the free side
  const lx = px1 + 80;
  const cushion = rng.pick(['#f4f1ea', '#2f5d62', '#c8553d', '#d9c7a7']);
  const frame = rng.pick([...WOODS, '#f4f4f2']);
  for (let i = 0; i < 3; i++) {
    const z0 = za - 40 - i * 200;
    svg.add(box(cam, { x0: lx, x1: lx + 70, y0: y1 - 38, y1: y1 - 6, z0, z1: z0 - 160 }, paint(frame)));
    svg.add(box(cam, { x0: lx + 4, x1: lx + 66, y0: y1 - 46, y1: y1 - 38, z0: z0 - 40, z1: z0 - 156 }, paint(cushion)));
    svg.add(
      poly(
        PP(
          cam,
          [lx + 4, y1 - 110, z0],
          [lx + 66, y1 - 110, z0],
          [lx + 66, y1 - 40, z0 - 40],
          [lx + 4, y1 - 40, z0 - 40],
        ),
        shade(cushion, -0.05),
      ),
    );
  }
  if (outdoor) {
    const ux = px0 - 70;
    const umbrella = rng.pick(['#f4f1ea', '#00317d', '#ff9e00', '#2f5d62']);
    place(
      r,
      `${rect(-3, -250, 6, 250, '#7a6a5a')}${path('M-140 -220Q0 -300 140 -220Z', umbrella)}${path('M-140 -220Q0 -245 140 -220', 'none', `stroke="${shade(umbrella, -0.2)}" stroke-width="3"`)}`,
      ux,
      y1,
      f - 140,
    );
  } else place(r, plant(rng), r.x0 + 60, y1, f - 80);
  return finishRoom(r, 0.03);
}

/** Residents' gym: rubber floor, treadmills facing the window, dumbbells. */
export function gym(rng: Rng): string {
  const r = room(rng, {
    wall: rng.pick(['#e9e9e6', '#2f3338', '#dfe3e6']),
    floor: 'rubber',
    x0: rng.range(200, 260),
    x1: W - rng.range(200, 260),
  });
  const { svg, cam, f, x0, x1, y0, y1 } = r;
  backWindow(r, x0 + 30, x1 - 30, y0 + 40, y1 - 40, { curtains: null, mullions: rng.int(3, 5) });
  for (let i = 0; i < 2; i++) {
    const lx = x0 + ((i + 1) * (x1 - x0)) / 3;
    svg.add(
      poly(
        PP(
          cam,
          [lx - 12, y0 + 0.5, f - 20],
          [lx + 12, y0 + 0.5, f - 20],
          [lx + 12, y0 + 0.5, 200],
          [lx - 12, y0 + 0.5, 200],
        ),
        '#fffbee',
      ),
    );
  }
  const count = rng.int(2, 3);
  const span = x1 - x0 - 160;
  for (let i = 0; i < count; i++) {
    const tx = x0 + 80 + ((i + 0.5) * span) / count;
    svg.add(
      box(cam, { x0: tx - 30, x1: tx - 24, y0: y1 - 150, y1: y1 - 20, z0: f - 70, z1: f - 78 }, paint('#2b2e33')),
    );
    svg.add(
      box(cam, { x0: tx + 24, x1: tx + 30, y0: y1 - 150, y1: y1 - 20, z0: f - 70, z1: f - 78 }, paint('#2b2e33')),
    );
    svg.add(
      box(cam, { x0: tx - 36, x1: tx + 36, y0: y1 - 170, y1: y1 - 145, z0: f - 60, z1: f - 84 }, paint('#3a3e44')),
    );
    svg.add(
      box(
        cam,
        { x0: tx - 40, x1: tx + 40, y0: y1 - 26, y1: y1 - 4, z0: f - 70, z1: f - 260 },
        { front: '#2b2e33', top: '#1c1e21', side: '#24272b' },
      ),
    );
  }
  const rack = rng.chance(0.5) ? x0 : x1 - 50;
  svg.add(box(cam, { x0: rack, x1: rack + 50, y0: y1 - 80, y1: y1 - 4, z0: f - 140, z1: f - 320 }, paint('#4a4f56')));
  for (let z = f - 155; z > f - 315; z -= 32) {
    for (const [h, rad] of [
      [62, 7],
      [32, 9],
    ] as const) {
      const [dx, dy] = P(cam, rack + (rack === x0 ? 52 : -2), y1 - h, z);
      svg.add(circle(dx, dy, rad * (f / z), '#17191c'));
    }
  }
  const bx = cam.vx + rng.range(-120, 120);
  svg.add(box(cam, { x0: bx - 6, x1: bx + 6, y0: y1 - 40, y1: y1 - 4, z0: f - 380, z1: f - 390 }, paint('#444')));
  svg.add(
    box(
      cam,
      { x0: bx - 26, x1: bx + 26, y0: y1 - 58, y1: y1 - 40, z0: f - 330, z1: f - 470 },
      paint(rng.pick(['#1f1f1f', '#8c2f2f', '#2e5e9e'])),
    ),
  );
  const [ex, ey] = P(cam, bx + (bx < cam.vx ? 200 : -200), y1 - 40, f - 300);
  svg.add(
    circle(
      ex,
      ey,
      40 * (f / (f - 300)),
      svg.radial(
        [
          [0, shade('#2f7f86', 0.35)],
          [1, '#2f7f86'],
        ],
        ex - 15,
        ey - 15,
        60,
      ),
    ),
  );
  place(r, plant(rng), rack === x0 ? x1 - 50 : x0 + 50, y1, f - 40);
  return finishRoom(r, 0.02);
}

/** Urban exteriors: brick apartment tower, glass office tower, shopfront, warehouse. */
import {
  brick,
  BRICKS,
  finishOutdoor,
  frontGarden,
  glassFills,
  lampPost,
  outdoorBase,
  street,
  windowPane,
} from './facade';
import { circle, line, mix, n, path, poly, rect, shade, vary, W, type Rng } from './kit';
import { bush, GREENS, roundTree, skyAt, skyline } from './nature';

const CONCRETE = '#cfcac2';

/** Brick-red residential tower with a grid of windows and glass balconies. */
export function exteriorApartment(rng: Rng): string {
  const o = outdoorBase(rng, 560, rng.range(170, 260));
  const { svg, sky } = o;
  const ground = 680;
  const bg = mix(mix(BRICKS[1], '#7d746c', 0.5), sky.haze, 0.45);
  skyline(svg, rng, ground, {
    minH: 90,
    maxH: 240,
    color: bg,
    windows: sky.light < 0.9 ? '#ffe2a0' : shade(bg, -0.3),
    litChance: sky.light < 0.9 ? sky.litChance * 0.6 : 0.45,
  });

  const glass = glassFills(svg, sky);
  const twin = rng.chance(0.45);
  const mainX = W / 2 + rng.range(-170, 170);
  if (twin)
    tower(rng.fork('twin'), mainX < W / 2 ? mainX + rng.range(300, 380) : mainX - rng.range(300, 380), 0.78, true);
  tower(rng, mainX, 1, false);

  function tower(r: Rng, cx: number, scale: number, far: boolean): void {
    const base = r.pick(BRICKS);
    const floors = r.int(9, 15);
    const lobby = 54;
    const fh = Math.min(r.range(30, 38), (ground - lobby - 70) / floors) * scale;
    const tw = r.range(320, 460) * scale;
    const x = cx - tw / 2;
    const top = ground - lobby - floors * fh;
    const depth = r.range(50, 95) * scale;
    const right = r.chance(0.5);
    const sx = right ? x + tw : x;
    const dx = right ? depth : -depth;
    const fill = brick(svg, far ? mix(base, sky.haze, 0.25) : base, scale);
    svg.add(poly([sx, top, sx + dx, top + depth * 0.14, sx + dx, ground - depth * 0.03, sx, ground], fill));
    svg.add(
      poly(
        [sx, top, sx + dx, top + depth * 0.14, sx + dx, ground - depth * 0.03, sx, ground],
        '#1a0d08',
        'fill-opacity="0.3"',
      ),
    );
    svg.add(rect(x, top, tw, ground - top, fill));
    svg.add(
      rect(
        x,
        top,
        tw,
        ground - top,
        svg.linear(
          [
            [0, '#ffffff', 0.08],
            [1, '#000000', 0.12],
          ],
          right ? 0 : 1,
          0,
          right ? 1 : 0,
          0,
        ),
      ),
    );
    const slabs = r.chance(0.6);
    const cols = r.int(3, 5);
    const bay = tw / cols;
    const ww = bay * r.range(0.42, 0.6);
    const balc = new Set<number>();
    const style = r.int(0, 2);
    for (let c = 0; c < cols; c++)
      if (style === 1 ? c % 2 === 0 : style === 2 ? c === 0 || c === cols - 1 : false) balc.add(c);
    for (let f = 0; f < floors; f++) {
      const fy = top + f * fh;
      if (slabs) svg.add(rect(x, fy + fh - 3 * scale, tw, 3 * scale, CONCRETE, 'fill-opacity="0.85"'));
      for (let c = 0; c < cols; c++) {
        const wx = x + c * bay + (bay - ww) / 2;
        const isB = balc.has(c);
        const wy = fy + fh * (isB ? 0.14 : 0.2);
        const wh = fh * (isB ? 0.74 : 0.56);
        svg.add(windowPane(glass, wx, wy, ww, wh, r.chance(sky.litChance)));
        if (isB) {
          svg.add(rect(wx - 7 * scale, fy + fh - 5 * scale, ww + 14 * scale, 5 * scale, CONCRETE));
          svg.add(
            rect(
              wx - 5 * scale,
              fy + fh * 0.58,
              ww + 10 * scale,
              fh * 0.42 - 5 * scale,
              '#d7ecf5',
              'fill-opacity="0.35"',
            ),
          );
          svg.add(line(wx - 5 * scale, fy + fh * 0.58, wx + ww + 5 * scale, fy + fh * 0.58, '#30343a', 1.6));
        }
      }
      // one narrow window per floor on the receding side
      const s0 = sx + dx * 0.35;
      const s1 = sx + dx * 0.65;
      const k = depth * 0.14;
      const wy = fy + fh * 0.22;
      svg.add(
        poly(
          [s0, wy + k * 0.35, s1, wy + k * 0.65, s1, wy + fh * 0.5 + k * 0.5, s0, wy + fh * 0.5 + k * 0.3],
          r.chance(sky.litChance) ? '#e9b462' : shade(skyAt(sky, 0.5), -0.5),
        ),
      );
    }
    svg.add(rect(x - 4, top - 10 * scale, tw + 8, 10 * scale, CONCRETE));
    svg.add(rect(x + tw * r.range(0.15, 0.55), top - 34 * scale, tw * 0.22, 24 * scale, shade(CONCRETE, -0.1)));
    if (r.chance(0.5)) svg.add(line(x + tw * 0.8, top - 10, x + tw * 0.8, top - 60 * scale, '#3a3d42', 2));
    // lobby
    svg.add(
      rect(
        x,
        ground - lobby,
        tw,
        lobby,
        svg.linear([
          [0, '#3b4650'],
          [1, '#1f262d'],
        ]),
      ),
    );
    svg.add(rect(x + tw * 0.4, ground - lobby + 10, tw * 0.2, lobby - 10, '#ffd98a', 'fill-opacity="0.8"'));
    svg.add(rect(x + tw * 0.34, ground - lobby - 4, tw * 0.32, 8, CONCRETE));
    let mull = '';
    for (let mx = x + 20; mx < x + tw; mx += 26) mull += `M${n(mx)} ${n(ground - lobby)}V${ground}`;
    svg.add(path(mull, 'none', 'stroke="#5d6670" stroke-width="2"'));
  }

  frontGarden(svg, rng, 0, W, ground, 20);
  street(svg, rng, ground + 20, sky);
  const lampOn = sky.light < 0.9 ? svg.glow('#ffdf8a', 0.55) : undefined;
  for (let i = 0, x = rng.range(20, 160); i < 4 && x < W; i++, x += rng.range(220, 380)) {
    if (rng.chance(0.6)) svg.add(roundTree(rng, x, ground + 34, rng.range(120, 190)));
    else svg.add(lampPost(x, ground + 34, 130, lampOn));
  }
  return finishOutdoor(o);
}

/** Glass office tower with reflective blue facade, on a podium. */
export function exteriorOffice(rng: Rng): string {
  const o = outdoorBase(rng, 560, rng.range(160, 240));
  const { svg, sky } = o;
  const ground = 690;
  const bg = mix('#7f8790', sky.haze, 0.4);
  skyline(svg, rng, ground, {
    minH: 120,
    maxH: 300,
    color: bg,
    windows: sky.light < 0.9 ? '#ffe2a0' : shade(bg, -0.25),
    litChance: sky.light < 0.9 ? sky.litChance * 0.5 : 0.45,
  });
  const tw = rng.range(270, 400);
  const x = W / 2 - tw / 2 + rng.range(-220, 220);
  const top = rng.range(40, 150);
  const depth = rng.range(60, 110);
  const right = x + tw / 2 < W / 2;
  const sx = right ? x + tw : x;
  const dx = right ? depth : -depth;
  const deep = rng.pick(['#123a6b', '#0f2f57', '#1b4a72', '#1d3f5e']);
  const refl = mix(skyAt(sky, 0.3), '#9cc6ee', 0.4);
  const crown = rng.int(0, 2);
  const peak = crown === 1 ? top - rng.range(30, 70) : top;
  // receding side
  svg.add(
    poly(
      [sx, peak, sx + dx, top + depth * 0.14, sx + dx, ground - depth * 0.03, sx, ground],
      svg.linear([
        [0, shade(deep, -0.2)],
        [1, shade(deep, -0.45)],
      ]),
    ),
  );
  // main face: diagonal reflection gradient
  const face = right ? [x, top, x + tw, peak] : [x, peak, x + tw, top];
  const facePts = [face[0]!, face[1]!, face[2]!, face[3]!, x + tw, ground, x, ground];
  svg.add(
    poly(
      facePts,
      svg.linear(
        [
          [0, refl],
          [0.35, shade(deep, 0.25)],
          [0.6, deep],
          [0.8, shade(deep, 0.2)],
          [1, shade(deep, -0.2)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  const clip = svg.clip(poly(facePts, '#000'));
  svg.group(`clip-path="${clip}"`, () => {
    svg.add(
      poly(
        [x - 40, ground, x + tw * 0.35, top - 60, x + tw * 0.6, top - 60, x + tw * 0.1, ground],
        '#ffffff',
        'fill-opacity="0.1"',
      ),
    );
    svg.add(
      poly(
        [x + tw * 0.7, ground, x + tw * 1.1, top, x + tw * 1.2, top, x + tw * 0.85, ground],
        '#ffffff',
        'fill-opacity="0.07"',
      ),
    );
    const fh = rng.range(18, 24);
    let d = '';
    for (let yy = ground - 70; yy > top - 80; yy -= fh) d += `M${n(x)} ${n(yy)}H${n(x + tw)}`;
    svg.add(path(d, 'none', `stroke="${shade(deep, -0.35)}" stroke-width="3" stroke-opacity="0.7"`));
    let v = '';
    const mw = rng.range(22, 34);
    for (let xx = x + mw; xx < x + tw; xx += mw) v += `M${n(xx)} ${n(top - 80)}V${ground}`;
    svg.add(path(v, 'none', `stroke="${shade(refl, 0.3)}" stroke-width="1.2" stroke-opacity="0.45"`));
    if (sky.litChance > 0.3) {
      let lit = '';
      for (let yy = ground - 70; yy > top; yy -= fh)
        for (let xx = x; xx < x + tw; xx += mw)
          if (rng.chance(sky.litChance * 0.6))
            lit += `M${n(xx + 2)} ${n(yy - fh + 4)}h${n(mw - 4)}v${n(fh - 7)}h${n(4 - mw)}Z`;
      svg.add(path(lit, '#ffd98a', 'fill-opacity="0.75"'));
    }
  });
  if (crown === 2)
    svg.add(
      rect(x + tw * 0.3, top - 40, tw * 0.4, 40, shade(deep, -0.1)),
      line(x + tw * 0.5, top - 40, x + tw * 0.5, top - 100, '#9aa3ad', 3),
    );
  // podium and lobby
  const px = x - rng.range(40, 90);
  const pw = tw + rng.range(80, 180);
  svg.add(rect(px, ground - 80, pw, 80, shade(CONCRETE, -0.05)));
  svg.add(
    rect(
      px + 12,
      ground - 66,
      pw - 24,
      66,
      svg.linear([
        [0, '#2d3a48'],
        [1, '#17202a'],
      ]),
    ),
  );
  svg.add(rect(px + pw * 0.4, ground - 60, pw * 0.2, 60, '#ffe3a8', `fill-opacity="${sky.light < 0.9 ? 0.85 : 0.45}"`));
  let m = '';
  for (let mx = px + 30; mx < px + pw - 12; mx += 30) m += `M${n(mx)} ${n(ground - 66)}V${ground}`;
  svg.add(path(m, 'none', 'stroke="#7b8794" stroke-width="2"'));
  svg.add(rect(px - 6, ground - 84, pw + 12, 8, '#e4e0d8'));
  street(svg, rng, ground, sky, 30);
  const g = rng.pick(GREENS);
  for (let i = 0; i < 3; i++) svg.add(roundTree(rng, rng.range(40, W - 40), ground + 26, rng.range(110, 170), g));
  svg.add(lampPost(rng.range(60, W - 60), ground + 26, 140, sky.light < 0.9 ? svg.glow('#ffdf8a', 0.55) : undefined));
  return finishOutdoor(o);
}

/** Street-level shopfront with awning, sign band (blank) and big window. */
export function exteriorShop(rng: Rng): string {
  const o = outdoorBase(rng, 330, rng.range(110, 160));
  const { svg, sky } = o;
  const ground = 660;
  const glass = glassFills(svg, sky);
  const x0 = rng.range(120, 220);
  const x1 = W - rng.range(120, 220);
  const bw = x1 - x0;
  const top = rng.range(140, 200);
  // neighbours
  svg.add(rect(-10, rng.range(90, 200), x0 + 10, ground, vary(rng, rng.pick(['#d9cdb5', '#c8d3d6', '#e3c9a8']), 0.1)));
  svg.add(rect(x1, rng.range(60, 220), W - x1 + 10, ground, brick(svg, rng.pick(BRICKS))));
  const upper = rng.chance(0.5)
    ? brick(svg, rng.pick(BRICKS))
    : vary(rng, rng.pick(['#efe6d2', '#e8d8b0', '#dfe6e8', '#f0d9c8']), 0.05);
  svg.add(rect(x0, top, bw, ground - top, upper));
  svg.add(rect(x0 - 6, top - 10, bw + 12, 12, CONCRETE));
  const cols = rng.int(3, 5);
  const signY = 400;
  const rows = Math.max(1, Math.floor((signY - top - 20) / 110));
  const rowH = (signY - top - 20) / rows;
  for (let f = 0; f < rows; f++)
    for (let c = 0; c < cols; c++) {
      const ww = (bw / cols) * 0.5;
      const wx = x0 + (c + 0.25) * (bw / cols);
      const wy = top + 24 + f * rowH;
      const wh = Math.min(86, rowH - 30);
      svg.add(
        rect(wx - 5, wy + wh + 2, ww + 10, 6, CONCRETE),
        windowPane(glass, wx, wy, ww, wh, rng.chance(sky.litChance), '#f2efe8'),
      );
    }
  // sign band and awning
  const brand = rng.pick(['#00317d', '#b3261e', '#1f6f4a', '#2d2d2d', '#6b3fa0', '#ff9e00']);
  svg.add(rect(x0, signY, bw, 48, brand));
  svg.add(
    circle(x0 + 50, signY + 24, 15, '#ffffff', 'fill-opacity="0.9"'),
    rect(x0 + 80, signY + 18, bw * 0.3, 12, '#ffffff', 'fill-opacity="0.25" rx="6"'),
  );
  const awTop = signY + 48;
  const awBot = awTop + 52;
  const c2 = rng.pick(['#ffffff', '#f3e6c8', shade(brand, 0.5)]);
  const stripes = svg.linearAbs(
    [
      [0, brand],
      [0.5, brand],
      [0.5, c2],
      [1, c2],
    ],
    0,
    0,
    44,
    0,
    true,
  );
  svg.add(poly([x0 + 10, awTop, x1 - 10, awTop, x1 + 14, awBot, x0 - 14, awBot], stripes));
  svg.add(
    poly(
      [x0 + 10, awTop, x1 - 10, awTop, x1 + 14, awBot, x0 - 14, awBot],
      svg.linear([
        [0, '#000000', 0.12],
        [1, '#ffffff', 0.08],
      ]),
    ),
  );
  let sc = '';
  for (let sx = x0 - 14; sx < x1 + 14; sx += 22) sc += `M${n(sx)} ${n(awBot)}a11 9 0 0 0 22 0Z`;
  svg.add(path(sc, stripes));
  // shop window with lit interior
  const wy = awBot;
  const doorW = 90;
  const doorX = x0 + (rng.chance(0.5) ? 40 : bw - 40 - doorW);
  svg.add(
    rect(
      x0,
      wy,
      bw,
      ground - wy,
      svg.linear([
        [0, '#fff0c8'],
        [1, '#e2b878'],
      ]),
    ),
  );
  const goods = rng.pick([
    ['#c0392b', '#2e86c1', '#27ae60', '#f1c40f'],
    ['#d9c7a7', '#8a6a48', '#f3efe6', '#3b3b3b'],
    ['#e8a0b4', '#f5d0c5', '#9b59b6', '#ffffff'],
  ]);
  for (let sy = wy + 58; sy < ground - 24; sy += 56) {
    svg.add(rect(x0, sy, bw, 6, '#8a6a48'));
    for (let px = x0 + 12; px < x1 - 30; px += rng.range(26, 44)) {
      const ph = rng.range(18, 36);
      svg.add(rect(px, sy - ph, rng.range(14, 22), ph, rng.pick(goods), 'fill-opacity="0.85" rx="2"'));
    }
  }
  svg.add(rect(x0 + bw * 0.35, ground - 40, bw * 0.3, 40, '#7a5a3e', 'fill-opacity="0.7"'));
  svg.add(rect(doorX, wy + 6, doorW, ground - wy - 6, '#3b3128', 'fill-opacity="0.35"'));
  svg.add(
    poly(
      [x0, ground, x0 + bw * 0.25, wy, x0 + bw * 0.38, wy, x0 + bw * 0.13, ground],
      '#ffffff',
      'fill-opacity="0.18"',
    ),
  );
  let fr = `M${n(x0)} ${n(wy)}H${n(x1)}M${n(doorX)} ${n(wy)}V${ground}M${n(doorX + doorW)} ${n(wy)}V${ground}`;
  fr += `M${n(x0 + 3)} ${n(wy)}V${ground}M${n(x1 - 3)} ${n(wy)}V${ground}`;
  svg.add(path(fr, 'none', 'stroke="#2b2b2b" stroke-width="6"'));
  svg.add(rect(doorX + doorW - 16, wy + 70, 5, 40, '#c9c9c9'));
  // sidewalk and planters
  street(svg, rng, ground, sky, 70);
  for (const px of [x0 - 60, x1 + 20]) {
    svg.add(
      bush(rng, px + 25, ground + 14, 70, 56, rng.pick(GREENS), rng.chance(0.5) ? '#e74c8b' : undefined),
      rect(px, ground + 8, 50, 40, '#6d5b4b'),
    );
  }
  return finishOutdoor(o);
}

/** Warehouse with corrugated cladding, roller doors and loading dock. */
export function exteriorWarehouse(rng: Rng): string {
  const o = outdoorBase(rng, 520, rng.range(150, 230));
  const { svg, sky } = o;
  const ground = 640;
  const bw = rng.range(700, 940);
  const x = (W - bw) / 2 + rng.range(-80, 80);
  const wallTop = ground - rng.range(210, 290);
  const pitch = rng.range(15, 45);
  const clad = rng.pick(['#c9ced3', '#b9c6d2', '#d8d2c2', '#c2c9bd']);
  const accent = rng.pick(['#00317d', '#d35400', '#1e7d4f', '#b3261e']);
  const facade = [x, wallTop, x + bw / 2, wallTop - pitch, x + bw, wallTop, x + bw, ground, x, ground];
  svg.add(
    poly(
      facade,
      svg.linearAbs(
        [
          [0, shade(clad, 0.15)],
          [0.5, shade(clad, 0.15)],
          [0.5, shade(clad, -0.12)],
          [1, shade(clad, -0.12)],
        ],
        0,
        0,
        12,
        0,
        true,
      ),
    ),
  );
  svg.add(
    poly(
      facade,
      svg.linear([
        [0, '#ffffff', 0.1],
        [1, '#000000', 0.15],
      ]),
    ),
  );
  svg.add(
    poly(
      [
        x - 8,
        wallTop + 2,
        x + bw / 2,
        wallTop - pitch - 8,
        x + bw + 8,
        wallTop + 2,
        x + bw + 8,
        wallTop - 6,
        x + bw / 2,
        wallTop - pitch - 16,
        x - 8,
        wallTop - 6,
      ],
      shade(clad, -0.35),
    ),
  );
  svg.add(rect(x, wallTop + 20, bw, 16, accent));
  // office annex with windows
  const officeW = bw * rng.range(0.18, 0.26);
  const officeLeft = rng.chance(0.5);
  const ox = officeLeft ? x : x + bw - officeW;
  svg.add(rect(ox, ground - 150, officeW, 150, '#e9e6df'));
  const glass = glassFills(svg, sky);
  for (let r = 0; r < 2; r++)
    svg.add(windowPane(glass, ox + 14, ground - 138 + r * 64, officeW - 28, 44, rng.chance(sky.litChance)));
  // roller doors with dock
  const doors = rng.int(2, 4);
  const dx0 = officeLeft ? ox + officeW + 40 : x + 40;
  const span = bw - officeW - 80;
  const dw = Math.min(130, (span / doors) * 0.7);
  svg.add(rect(officeLeft ? ox + officeW : x, ground - 36, span + 80, 36, shade(CONCRETE, -0.08)));
  for (let i = 0; i < doors; i++) {
    const ddx = dx0 + (i + 0.5) * (span / doors) - dw / 2;
    const dh = 150;
    const open = rng.chance(0.3) ? rng.range(0.3, 0.7) : 0;
    svg.add(rect(ddx - 6, ground - 36 - dh - 6, dw + 12, dh + 6, '#5f656b'));
    svg.add(
      rect(
        ddx,
        ground - 36 - dh,
        dw,
        dh,
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
          10,
          true,
        ),
      ),
    );
    if (open) svg.add(rect(ddx, ground - 36 - dh * open, dw, dh * open, '#1d2024'));
    svg.add(rect(ddx + 4, ground - 36, 10, 18, '#1b1b1b'), rect(ddx + dw - 14, ground - 36, 10, 18, '#1b1b1b'));
    svg.add(circle(ddx + dw / 2, ground - 36 - dh - 16, 5, sky.light < 0.9 ? '#ffe08a' : '#8f969c'));
  }
  // yard
  svg.add(
    rect(
      0,
      ground,
      W,
      svg.height - ground,
      svg.linear([
        [0, '#6b6e72'],
        [1, '#4a4c50'],
      ]),
    ),
  );
  let lines = '';
  for (let lx = rng.range(0, 50); lx < W; lx += 90) lines += `M${n(lx)} ${ground + 40}l${n((lx - W / 2) * 0.15)} 120`;
  svg.add(path(lines, 'none', 'stroke="#e8e2cf" stroke-width="4" stroke-opacity="0.7"'));
  if (rng.chance(0.55)) truck(rng.range(x + 60, x + bw - 420), ground + 110);
  const g = rng.pick(GREENS);
  svg.add(
    roundTree(rng, rng.chance(0.5) ? rng.range(10, x) : rng.range(x + bw, W - 10), ground + 4, rng.range(140, 200), g),
  );

  function truck(tx: number, ty: number): void {
    const cab = rng.pick(['#c0392b', '#2e6fb0', '#f2f2f2', '#e67e22']);
    svg.add(
      rect(tx, ty - 150, 290, 130, '#eeeeea'),
      rect(
        tx,
        ty - 150,
        290,
        130,
        svg.linear([
          [0, '#ffffff', 0],
          [1, '#000000', 0.15],
        ]),
      ),
    );
    svg.add(path(`M${n(tx + 292)} ${n(ty - 20)}v-92h62l34 44v48Z`, cab));
    svg.add(poly([tx + 300, ty - 104, tx + 350, ty - 104, tx + 376, ty - 70, tx + 300, ty - 70], '#263645'));
    for (const wx of [tx + 50, tx + 110, tx + 340])
      svg.add(circle(wx, ty - 18, 22, '#1c1c1c'), circle(wx, ty - 18, 9, '#9aa0a6'));
  }
  return finishOutdoor(o);
}

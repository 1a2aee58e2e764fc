/** Low-rise and countryside exteriors: house, finca, empty lot. */
import { brick, BRICKS, finishOutdoor, glassFills, outdoorBase } from './facade';
import { circle, H, line, mix, n, path, poly, rect, shade, vary, W, type Rng, type Svg } from './kit';
import { bush, eucalyptus, grass, GREENS, palm, pine, ridge, ridgePath, roundTree, type Sky } from './nature';

const ROOFS = ['#3d4247', '#5a3b2e', '#8c3b24', '#46505a', '#6b4a3a'] as const;
const STUCCO = ['#efe6d2', '#f3eee6', '#e8d6b3', '#dfe4e6', '#f1dccb', '#e6e0cf'] as const;

/** Rolling green hills between the cerros and the foreground. */
function meadows(svg: Svg, rng: Rng, sky: Sky, y: number, layers: number): void {
  for (let i = 0; i < layers; i++) {
    const col = mix(rng.pick(['#5d8a3c', '#6f9a44', '#4f7d3a', '#7fa24c']), sky.haze, 0.35 - i * 0.12);
    const pts = ridge(rng, -20, W + 20, y + i * 34, 40 + rng.range(0, 30), 24);
    svg.add(path(ridgePath(pts, H), col));
  }
}

/** Framed white-trim window with a cross mullion. */
function houseWindow(x: number, y: number, w: number, h: number, glass: string, trim = '#f6f4ef'): string {
  return (
    rect(x - 5, y - 5, w + 10, h + 10, trim) +
    rect(x, y, w, h, glass) +
    line(x + w / 2, y, x + w / 2, y + h, trim, 3) +
    line(x, y + h * 0.45, x + w, y + h * 0.45, trim, 3) +
    rect(x - 9, y + h + 4, w + 18, 6, shade(trim, -0.1))
  );
}

/** Two-storey Bogotá-suburb house with gable roof, garden and fence. */
export function exteriorHouse(rng: Rng): string {
  const o = outdoorBase(rng, 520, rng.range(150, 230));
  const { svg, sky } = o;
  const ground = 630;
  for (let i = 0; i < 4; i++) svg.add(roundTree(rng, rng.range(0, W), ground - 10, rng.range(120, 200), GREENS[3]));
  grass(svg, rng, ground - 12, H - ground + 12, rng.pick(['#5f8f3e', '#6b9a45', '#57863a']));

  const hw = rng.range(430, 560);
  const x = (W - hw) / 2 + rng.range(-150, 150);
  const storey = rng.range(112, 132);
  const wallTop = ground - storey * 2;
  const wall = rng.chance(0.45) ? brick(svg, rng.pick(BRICKS)) : vary(rng, rng.pick(STUCCO), 0.04);
  const roof = rng.pick(ROOFS);
  const glass = glassFills(svg, sky);
  // main body with side-gable roof seen as a sloping plane
  const rh = rng.range(80, 110);
  svg.add(poly([x - 22, wallTop + 6, x + hw + 22, wallTop + 6, x + hw - 30, wallTop - rh, x + 30, wallTop - rh], roof));
  svg.add(
    poly(
      [x - 22, wallTop + 6, x + hw + 22, wallTop + 6, x + hw - 30, wallTop - rh, x + 30, wallTop - rh],
      svg.linearAbs(
        [
          [0, '#000000', 0.12],
          [0.5, '#000000', 0],
          [1, '#000000', 0.12],
        ],
        0,
        0,
        0,
        14,
        true,
      ),
    ),
  );
  if (rng.chance(0.5)) svg.add(rect(x + hw * rng.range(0.6, 0.8), wallTop - rh - 30, 34, 60, brick(svg, BRICKS[0])));
  svg.add(rect(x, wallTop, hw, ground - wallTop, wall));
  svg.add(rect(x, wallTop, hw, 14, '#000000', 'fill-opacity="0.15"'));
  svg.add(rect(x - 4, wallTop + storey - 4, hw + 8, 8, '#f1eee8'));
  // projecting front-gable wing
  const wingLeft = rng.chance(0.5);
  const wingW = hw * rng.range(0.38, 0.46);
  const wx = wingLeft ? x - 16 : x + hw - wingW + 16;
  const apex = wallTop - rng.range(90, 130);
  svg.add(rect(wx, wallTop, wingW, ground - wallTop, wall));
  svg.add(poly([wx - 24, wallTop + 10, wx + wingW / 2, apex, wx + wingW + 24, wallTop + 10], roof));
  svg.add(
    poly(
      [wx, wallTop + 4, wx + wingW / 2, apex + 18, wx + wingW, wallTop + 4],
      wall.startsWith('url') ? wall : shade(wall, -0.03),
    ),
  );
  svg.add(
    circle(wx + wingW / 2, wallTop - (wallTop - apex) * 0.35, 14, glass.dark, 'stroke="#f6f4ef" stroke-width="5"'),
  );
  svg.add(rect(wx, ground - storey + 2, wingW, 8, '#f1eee8'));
  // windows
  const lit = () => (rng.chance(sky.litChance) ? glass.lit : glass.dark);
  const ww = wingW * 0.5;
  svg.add(houseWindow(wx + (wingW - ww) / 2, wallTop + 30, ww, storey * 0.55, lit()));
  const garage = rng.chance(0.4);
  if (garage) {
    svg.add(
      rect(
        wx + 18,
        ground - storey * 0.72,
        wingW - 36,
        storey * 0.72,
        svg.linearAbs(
          [
            [0, '#f2f0ea'],
            [0.85, '#f2f0ea'],
            [0.85, '#cfcac0'],
            [1, '#cfcac0'],
          ],
          0,
          0,
          0,
          16,
          true,
        ),
      ),
    );
  } else svg.add(houseWindow(wx + (wingW - ww * 1.3) / 2, ground - storey + 26, ww * 1.3, storey * 0.5, lit()));
  const bodyX0 = wingLeft ? wx + wingW : x;
  const bodyX1 = wingLeft ? x + hw : wx;
  const bw = bodyX1 - bodyX0;
  const nUp = bw > 260 ? 2 : 1;
  for (let i = 0; i < nUp; i++)
    svg.add(houseWindow(bodyX0 + (bw / nUp) * (i + 0.5) - 38, wallTop + 30, 76, storey * 0.5, lit()));
  const doorX = wingLeft ? bodyX0 + 36 : bodyX1 - 36 - 70;
  const doorCol = rng.pick(['#6b3e26', '#2f4858', '#7a2e2e', '#3d3d3d', '#4a5d3a']);
  svg.add(rect(doorX - 8, ground - 130, 86, 130, '#f6f4ef'), rect(doorX, ground - 122, 70, 122, doorCol));
  svg.add(
    rect(doorX + 10, ground - 110, 50, 40, shade(doorCol, 0.12)),
    circle(doorX + 58, ground - 60, 3.5, '#d9c27a'),
  );
  svg.add(
    poly(
      [doorX - 20, ground - 132, doorX + 90, ground - 132, doorX + 80, ground - 150, doorX - 10, ground - 150],
      roof,
    ),
  );
  const winX = wingLeft ? doorX + 110 : bodyX0 + 30;
  if (bodyX1 - bodyX0 > 240)
    svg.add(houseWindow(winX, ground - storey + 26, Math.min(130, bw - 170), storey * 0.5, lit()));
  // garden: path, shrubs, trees, fence
  const pathX = doorX + 35;
  svg.add(poly([pathX - 34, ground, pathX + 34, ground, pathX + 110, H, pathX - 110, H], '#cbbba0'));
  svg.add(
    poly(
      [pathX - 34, ground, pathX + 34, ground, pathX + 110, H, pathX - 110, H],
      svg.linearAbs(
        [
          [0, '#000000', 0],
          [0.9, '#000000', 0],
          [0.9, '#000000', 0.15],
          [1, '#000000', 0.15],
        ],
        0,
        ground,
        0,
        ground + 28,
        true,
      ),
    ),
  );
  const flowers = rng.pick(['#e74c8b', '#f1c40f', '#e67e22', '#ffffff', '#9b59b6']);
  for (let bx = x - 10; bx < x + hw + 10; bx += rng.range(60, 100))
    if (Math.abs(bx - pathX) > 70)
      svg.add(
        bush(rng, bx, ground + 8, rng.range(50, 80), 30, rng.pick(GREENS), rng.chance(0.5) ? flowers : undefined),
      );
  svg.add(
    roundTree(
      rng,
      rng.chance(0.5) ? rng.range(30, x - 40) : rng.range(x + hw + 40, W - 30),
      ground + 40,
      rng.range(220, 300),
    ),
  );
  fence(svg, rng, 730, pathX);
  return finishOutdoor(o);
}

function fence(svg: Svg, rng: Rng, y: number, gateX: number): void {
  const picket = rng.chance(0.5);
  if (picket) {
    const col = rng.pick(['#f4f2ec', '#e9e1cf', '#7a5a3e']);
    svg.add(rect(0, y - 42, W, 7, shade(col, -0.12)), rect(0, y - 16, W, 7, shade(col, -0.12)));
    let d = '';
    for (let px = 4; px < W; px += 22) if (Math.abs(px - gateX) > 80) d += `M${n(px)} ${n(y)}v-62l7 -8l7 8v62Z`;
    svg.add(path(d, col, `stroke="${shade(col, -0.2)}" stroke-width="1"`));
  } else {
    svg.add(
      rect(0, y - 22, gateX - 80, 22, brick(svg, BRICKS[2])),
      rect(gateX + 80, y - 22, W, 22, brick(svg, BRICKS[2])),
    );
    let d = `M0 ${n(y - 88)}H${n(gateX - 80)}M${n(gateX + 80)} ${n(y - 88)}H${W}`;
    for (let px = 6; px < W; px += 16) if (Math.abs(px - gateX) > 80) d += `M${n(px)} ${n(y - 22)}V${n(y - 92)}`;
    svg.add(path(d, 'none', 'stroke="#222528" stroke-width="3"'));
  }
}

/** Countryside finca: white walls, red clay-tile roof, veranda, palms and eucalyptus. */
export function exteriorFinca(rng: Rng): string {
  const o = outdoorBase(rng, 430, rng.range(140, 200));
  const { svg, sky } = o;
  meadows(svg, rng, sky, 450, 2);
  const ground = 640;
  for (let i = 0; i < rng.int(2, 4); i++) svg.add(eucalyptus(rng, rng.range(0, W), ground - 20, rng.range(200, 300)));
  grass(svg, rng, ground - 10, H - ground + 10, rng.pick(['#6b9a45', '#5f8f3e', '#78a44c']));
  const two = rng.chance(0.3);
  const hw = rng.range(560, 760);
  const x = (W - hw) / 2 + rng.range(-100, 100);
  const wallH = two ? 240 : 160;
  const wallTop = ground - wallH;
  const walls = vary(rng, rng.pick(['#f6f1e6', '#f3ead7', '#f7f3ee']), 0.02);
  const trim = rng.pick(['#2e6f4f', '#2a5b8a', '#8c2f2f', '#6b4a2e']);
  svg.add(rect(x, wallTop, hw, wallH, walls));
  svg.add(rect(x, ground - 26, hw, 26, trim, 'fill-opacity="0.85"'));
  // red clay tile hip roof
  const roofTop = wallTop - rng.range(70, 100);
  const tileBase = rng.pick(['#b5482b', '#a9432a', '#c0573a']);
  const tiles = svg.pattern(
    16,
    12,
    `${rect(0, 0, 16, 12, tileBase)}<path d="M0 12Q8 2 16 12" fill="none" stroke="${shade(tileBase, -0.3)}" stroke-width="1.6"/><path d="M8 0V12" stroke="${shade(tileBase, 0.18)}" stroke-width="2" stroke-opacity="0.6"/>`,
  );
  const eave = wallTop + 16;
  const roofPts = [x - 60, eave, x + hw + 60, eave, x + hw - 70, roofTop, x + 70, roofTop];
  svg.add(
    poly(roofPts, tiles),
    poly(
      roofPts,
      svg.linear([
        [0, '#000000', 0.05],
        [1, '#000000', 0.3],
      ]),
    ),
  );
  svg.add(rect(x - 60, eave, hw + 120, 6, shade(tileBase, -0.35)));
  // veranda floor, columns, openings
  const glass = glassFills(svg, sky);
  const nCols = Math.round(hw / 110);
  svg.add(rect(x - 50, ground - 10, hw + 100, 14, '#a8553a'));
  for (let i = 0; i < nCols; i++) {
    const cx = x + ((i + 0.5) * hw) / nCols;
    if (i % 2 === 0)
      svg.add(
        rect(cx - 36, ground - 112, 72, 110, shade(trim, -0.1)),
        rect(cx - 30, ground - 106, 28, 102, shade(trim, 0.1)),
        rect(cx + 2, ground - 106, 28, 102, shade(trim, 0.1)),
      );
    else
      svg.add(
        rect(
          cx - 32,
          ground - 110,
          64,
          62,
          rng.chance(sky.litChance) ? glass.lit : glass.dark,
          `stroke="${trim}" stroke-width="6"`,
        ),
        line(cx, ground - 110, cx, ground - 48, trim, 4),
      );
    if (two)
      svg.add(
        rect(cx - 26, wallTop + 36, 52, 56, glass.dark, `stroke="${trim}" stroke-width="6"`),
        rect(cx - 34, wallTop + 90, 68, 6, shade(trim, -0.2)),
      );
  }
  for (let i = 0; i <= nCols; i++) {
    const px = x - 40 + (i * (hw + 80)) / nCols;
    svg.add(rect(px - 6, eave, 12, ground - eave, '#6b4a2e'), rect(px - 9, ground - 14, 18, 6, '#4e3522'));
  }
  svg.add(rect(x - 60, eave - 2, hw + 120, 10, '#5b3d25'));
  svg.add(
    bush(rng, x - 40, ground + 4, 90, 46, GREENS[0], '#d6338a'),
    bush(rng, x + hw + 40, ground + 4, 80, 40, GREENS[2], rng.chance(0.5) ? '#d6338a' : '#f39c12'),
  );
  // trees in front of / beside the house
  const palms = rng.int(1, 3);
  for (let i = 0; i < palms; i++) {
    const px = rng.chance(0.5) ? rng.range(30, x - 20) : rng.range(x + hw + 20, W - 30);
    svg.add(palm(rng, px, ground + rng.range(20, 80), rng.range(260, 360)));
  }
  if (rng.chance(0.6))
    svg.add(
      pine(
        rng,
        rng.chance(0.5) ? rng.range(20, Math.max(30, x - 60)) : rng.range(Math.min(W - 30, x + hw + 60), W - 20),
        ground + 10,
        rng.range(180, 240),
      ),
    );
  svg.add(
    poly(
      [W / 2 - 40, ground + 4, W / 2 + 40, ground + 4, W / 2 + 220, H, W / 2 - 120, H],
      '#c2a77f',
      'fill-opacity="0.85"',
    ),
  );
  return finishOutdoor(o);
}

/** Empty green lot: fence posts with wire in perspective, trees, mountains. */
export function exteriorLand(rng: Rng): string {
  const horizon = rng.range(450, 600);
  const o = outdoorBase(rng, horizon - 70, rng.range(150, 260));
  const { svg, sky } = o;
  meadows(svg, rng, sky, horizon - 60, rng.int(1, 2));
  const dense = rng.range(0.3, 0.8);
  for (let x = rng.range(-40, 100); x < W; x += rng.range(40, 120)) {
    if (rng.chance(dense)) svg.add(eucalyptus(rng, x, horizon, rng.range(110, 220)));
    else if (rng.chance(0.4)) svg.add(roundTree(rng, x, horizon, rng.range(70, 130)));
  }
  grass(svg, rng, horizon, H - horizon, rng.pick(['#7aa34b', '#6f9a44', '#86ad55', '#9aae58', '#8fa84a']));
  const vx = W * rng.range(0.3, 0.7);
  if (rng.chance(0.6))
    svg.add(poly([vx - 8, horizon, vx + 8, horizon, vx + 240, H, vx - 120, H], '#b89f76', 'fill-opacity="0.55"'));
  // back fence along the horizon
  let back = '';
  for (let px = 0; px < W; px += 36) back += `M${n(px)} ${n(horizon + 2)}v-22`;
  svg.add(
    path(back, 'none', 'stroke="#6b5038" stroke-width="3"'),
    line(0, horizon - 14, W, horizon - 14, '#55483a', 1, 'stroke-opacity="0.6"'),
  );
  const sides = rng.pick([['left'], ['right'], ['left', 'right'], []] as const);
  for (const side of sides) sideFence(svg, rng, vx, horizon, side === 'left');
  // a big tree close to the viewer on one side
  if (rng.chance(0.55)) {
    const tx = rng.chance(0.5) ? rng.range(60, 260) : rng.range(W - 260, W - 60);
    svg.add(
      rng.chance(0.5)
        ? roundTree(rng, tx, H - rng.range(40, 90), rng.range(320, 420))
        : eucalyptus(rng, tx, H - rng.range(30, 80), rng.range(420, 520)),
    );
  }
  // blank "for sale" board on two posts
  if (rng.chance(0.5)) {
    const bx = rng.range(200, W - 380);
    const by = horizon + (H - horizon) * 0.25;
    svg.add(rect(bx, by + 50, 8, 120, '#5c4530'), rect(bx + 150, by + 50, 8, 120, '#5c4530'));
    svg.add(
      rect(bx - 10, by, 178, 90, '#f7f5ef', 'stroke="#00317d" stroke-width="6"'),
      rect(bx - 10, by, 178, 22, '#ff9e00'),
    );
  }
  for (let i = 0; i < rng.int(2, 4); i++)
    svg.add(bush(rng, rng.range(0, W), rng.range(horizon + 60, H - 10), rng.range(70, 120), rng.range(40, 60)));
  return finishOutdoor(o);
}

/** Post-and-wire fence receding from the foreground towards (vx, horizon). */
function sideFence(svg: Svg, rng: Rng, vx: number, horizon: number, left: boolean): void {
  const x0 = left ? rng.range(30, 200) : W - rng.range(30, 200);
  const y0 = H - 10;
  const h0 = 150;
  const tops: number[] = [];
  for (let k = 1; k > 0.04; k *= 0.78) {
    const px = vx + (x0 - vx) * k;
    const py = horizon + (y0 - horizon) * k;
    const ph = h0 * k;
    tops.push(px, py - ph, py - ph * 0.55);
    svg.add(path(`M${n(px)} ${n(py)}v${n(-ph)}`, 'none', `stroke="#6b5038" stroke-width="${n(Math.max(2, 12 * k))}"`));
  }
  for (const row of [1, 2]) {
    const pts: number[] = [];
    for (let i = 0; i < tops.length; i += 3) pts.push(tops[i]!, tops[i + row]!);
    svg.add(
      `<polyline points="${pts.map(n).join(' ')}" fill="none" stroke="#3a3a3a" stroke-width="1.5" stroke-opacity="0.7"/>`,
    );
  }
}

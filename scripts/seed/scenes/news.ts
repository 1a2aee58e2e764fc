/**
 * News header illustrations (1200x675): Bogotá skyline with the cerros,
 * house + key, or a rising bar chart — all washed in the brand colours.
 */
import { circle, finish, mix, n, path, poly, rect, shade, Svg, type Rng } from './kit';
import { ridge, ridgePath } from './nature';

export const NEWS_W = 1200;
export const NEWS_H = 675;
const PRIMARY = '#00317D';
const SECONDARY = '#FF9E00';

export type NewsTheme = 'skyline' | 'house' | 'chart';

/** Picks a theme from obvious title keywords, otherwise from the seed. */
export function newsTheme(rng: Rng, title: string): NewsTheme {
  const t = title.toLowerCase();
  if (/(precio|mercado|valoriz|inversi|tasa|crédito|credito|cifra|índice|indice|econom|ventas|crec)/.test(t))
    return 'chart';
  if (/(vivienda|casa|hogar|compra|arriendo|arrendamiento|subsidio|llave|hipotec|mi casa)/.test(t)) return 'house';
  if (/(bogot|ciudad|localidad|barrio|chapinero|usaqu|suba|urban|pot\b|metro)/.test(t)) return 'skyline';
  return rng.pick<NewsTheme>(['skyline', 'house', 'chart']);
}

/** Brand gradient sky; `sun` gives the position of an orange sun (omit for none). */
function backdrop(svg: Svg, dusk: boolean, sun?: [number, number]): void {
  const top = dusk ? '#0a1f4f' : PRIMARY;
  const low = dusk ? mix(SECONDARY, '#ff6a3d', 0.3) : mix(PRIMARY, '#7fb2ff', 0.55);
  svg.add(
    rect(
      0,
      0,
      NEWS_W,
      NEWS_H,
      svg.linear([
        [0, top],
        [0.62, mix(top, low, 0.6)],
        [1, low],
      ]),
    ),
  );
  if (sun)
    svg.add(
      circle(sun[0], sun[1], 230, svg.glow(SECONDARY, dusk ? 0.6 : 0.4)),
      circle(sun[0], sun[1], 58, SECONDARY, 'fill-opacity="0.92"'),
    );
}

function cerros(svg: Svg, rng: Rng, base: number, col: string): void {
  const pts = ridge(rng, -20, NEWS_W + 20, base, 150, 40, [{ x: NEWS_W * rng.range(0.15, 0.4), h: 90, w: 110 }]);
  svg.add(path(ridgePath(pts, NEWS_H), col));
  let best = 1;
  for (let i = 1; i < pts.length; i += 2) if (pts[i]! < pts[best]!) best = i;
  const cx = pts[best - 1]!;
  const cy = pts[best]!;
  svg.add(rect(cx - 6, cy - 9, 12, 10, '#e8eefc'), poly([cx - 7, cy - 9, cx, cy - 15, cx + 7, cy - 9], '#e8eefc'));
}

/** Lit-window texture for a tower face. */
function windows(rng: Rng, x: number, y: number, w: number, h: number, lit: number): string {
  let d = '';
  for (let yy = y + 10; yy < y + h - 12; yy += 13)
    for (let xx = x + 6; xx < x + w - 8; xx += 10) if (rng() < lit) d += `M${n(xx)} ${n(yy)}h5v7h-5Z`;
  return d ? path(d, '#ffd27a', 'fill-opacity="0.85"') : '';
}

function tower(
  svg: Svg,
  rng: Rng,
  x: number,
  base: number,
  w: number,
  h: number,
  col: string,
  crown: 'flat' | 'slant' | 'step' | 'spire',
  lit: number,
): void {
  const top = base - h;
  if (crown === 'slant') svg.add(poly([x, top + 40, x + w, top, x + w, base, x, base], col));
  else svg.add(rect(x, top, w, h, col));
  if (crown === 'step')
    svg.add(rect(x + w * 0.15, top - 26, w * 0.7, 27, col), rect(x + w * 0.3, top - 44, w * 0.4, 19, col));
  if (crown === 'spire') svg.add(rect(x + w / 2 - 2, top - 60, 4, 61, col));
  svg.add(rect(x, top, w * 0.35, h, '#ffffff', 'fill-opacity="0.05"'));
  svg.add(windows(rng, x, crown === 'slant' ? top + 40 : top, w, crown === 'slant' ? h - 40 : h, lit));
}

/** Night-ish Bogotá skyline: Colpatria, BD Bacatá twin towers and friends. */
function skylineTheme(svg: Svg, rng: Rng): void {
  backdrop(svg, true, [NEWS_W * rng.range(0.55, 0.85), NEWS_H * rng.range(0.3, 0.45)]);
  cerros(svg, rng, 470, '#0f2a5c');
  const base = 600;
  const far = '#1a3670';
  for (let x = -20; x < NEWS_W; x += rng.range(40, 80))
    svg.add(rect(x, base - rng.range(60, 160), rng.range(40, 70), 200, far));
  const near = '#0b1f48';
  const cx = NEWS_W * rng.range(0.3, 0.6);
  tower(svg, rng, cx - 170, base, 66, 330, near, 'step', 0.35); // Colpatria-like
  tower(svg, rng, cx, base, 60, 380, near, 'slant', 0.3); // BD Bacatá, taller tower
  tower(svg, rng, cx + 64, base, 52, 300, shade(near, 0.06), 'slant', 0.3);
  tower(svg, rng, cx + 200, base, 70, 250, shade(near, 0.04), 'spire', 0.3);
  for (let x = -10; x < NEWS_W; x += rng.range(50, 100)) {
    if (Math.abs(x - cx) < 260) continue;
    tower(
      svg,
      rng,
      x,
      base,
      rng.range(40, 80),
      rng.range(90, 220),
      shade(near, rng.range(0, 0.08)),
      rng.pick(['flat', 'flat', 'step'] as const),
      0.25,
    );
  }
  svg.add(rect(0, base, NEWS_W, NEWS_H - base, '#081634'));
  svg.add(rect(0, base, NEWS_W, 3, SECONDARY, 'fill-opacity="0.8"'));
}

function houseTheme(svg: Svg, rng: Rng): void {
  const hx = NEWS_W * rng.range(0.14, 0.3);
  backdrop(svg, false, [NEWS_W * rng.range(0.78, 0.88), NEWS_H * rng.range(0.16, 0.24)]);
  const sil = mix(PRIMARY, '#000000', 0.15);
  for (let x = -10; x < NEWS_W; x += rng.range(50, 90))
    svg.add(rect(x, 560 - rng.range(40, 150), rng.range(40, 80), 200, sil, 'fill-opacity="0.6"'));
  svg.add(rect(0, 560, NEWS_W, NEWS_H - 560, sil));
  const hw = 300;
  const base = 560;
  svg.add(circle(hx + hw / 2, base - 150, 250, '#ffffff', 'fill-opacity="0.08"'));
  svg.add(rect(hx, base - 200, hw, 200, '#f5f8ff'));
  svg.add(poly([hx - 40, base - 195, hx + hw / 2, base - 350, hx + hw + 40, base - 195], SECONDARY));
  svg.add(rect(hx + hw * 0.68, base - 330, 34, 80, shade(SECONDARY, -0.2)));
  svg.add(rect(hx + hw * 0.4, base - 120, 60, 120, PRIMARY), circle(hx + hw * 0.4 + 48, base - 60, 5, SECONDARY));
  for (const wx of [hx + 30, hx + hw - 90])
    svg.add(
      rect(wx, base - 160, 60, 55, '#7fb2ff'),
      path(
        `M${n(wx + 30)} ${n(base - 160)}v55M${n(wx)} ${n(base - 132)}h60`,
        'none',
        'stroke="#ffffff" stroke-width="4"',
      ),
    );
  // big key crossing in front
  const kx = hx + hw + rng.range(60, 140);
  const ky = base - rng.range(170, 230);
  const k = `<g transform="translate(${n(kx)} ${n(ky)}) rotate(${n(rng.range(-35, -20))})">${circle(0, 0, 58, SECONDARY)}${circle(0, 0, 24, mix(PRIMARY, '#7fb2ff', 0.4))}${rect(50, -13, 240, 26, SECONDARY, 'rx="6"')}${rect(230, 10, 20, 40, SECONDARY)}${rect(262, 10, 20, 28, SECONDARY)}</g>`;
  svg.add(k);
}

function chartTheme(svg: Svg, rng: Rng): void {
  backdrop(svg, rng.chance(0.3));
  svg.add(circle(NEWS_W * 0.72, NEWS_H * 0.4, 320, svg.glow('#7fb2ff', 0.35)));
  let grid = '';
  for (let y = 160; y < 600; y += 70) grid += `M80 ${y}H${NEWS_W - 80}`;
  svg.add(path(grid, 'none', 'stroke="#ffffff" stroke-opacity="0.15" stroke-width="2"'));
  const bars = rng.int(5, 7);
  const bw = (NEWS_W - 300) / bars;
  const base = 590;
  let h = rng.range(70, 110);
  const tops: number[] = [];
  for (let i = 0; i < bars; i++) {
    h += rng.range(25, 70);
    const x = 150 + i * bw;
    const last = i === bars - 1;
    svg.add(
      rect(
        x,
        base - h,
        bw * 0.62,
        h,
        last ? SECONDARY : '#ffffff',
        `fill-opacity="${last ? 1 : 0.85 - (bars - i) * 0.06}" rx="6"`,
      ),
    );
    tops.push(x + bw * 0.31, base - h - 30);
  }
  svg.add(rect(100, base, NEWS_W - 200, 4, '#ffffff', 'fill-opacity="0.6"'));
  let d = `M${n(tops[0]!)} ${n(tops[1]!)}`;
  for (let i = 2; i < tops.length; i += 2) d += `L${n(tops[i]!)} ${n(tops[i + 1]!)}`;
  svg.add(path(d, 'none', `stroke="${SECONDARY}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"`));
  const ex = tops[tops.length - 2]!;
  const ey = tops[tops.length - 1]!;
  const px = tops[tops.length - 4]!;
  const py = tops[tops.length - 3]!;
  const a = Math.atan2(ey - py, ex - px);
  const tip = (da: number, L: number) => [ex + Math.cos(a + da) * L, ey + Math.sin(a + da) * L];
  svg.add(poly([...tip(0, 26), ...tip(2.5, 30), ...tip(-2.5, 30)], SECONDARY));
  for (let i = 0; i < tops.length; i += 2)
    svg.add(circle(tops[i]!, tops[i + 1]!, 9, '#ffffff'), circle(tops[i]!, tops[i + 1]!, 5, PRIMARY));
  const hx = tops[tops.length - 2]! - 30;
  const hy = base - h - 80 - 60;
  if (hy > 40)
    svg.add(
      poly([hx, hy + 30, hx + 30, hy, hx + 60, hy + 30], '#ffffff'),
      rect(hx + 8, hy + 28, 44, 34, '#ffffff'),
      rect(hx + 24, hy + 42, 12, 20, PRIMARY),
    );
}

export function newsScene(rng: Rng, theme: NewsTheme): string {
  const svg = new Svg(NEWS_W, NEWS_H);
  if (theme === 'skyline') skylineTheme(svg, rng);
  else if (theme === 'house') houseTheme(svg, rng);
  else chartTheme(svg, rng);
  svg.add(
    rect(
      0,
      0,
      NEWS_W,
      NEWS_H,
      svg.linear(
        [
          [0, PRIMARY, 0.35],
          [0.5, PRIMARY, 0],
          [1, PRIMARY, 0],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  finish(svg, 0.3);
  return svg.toString();
}

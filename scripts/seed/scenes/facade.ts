/**
 * Helpers shared by the exterior scenes: outdoor backdrop, brick texture,
 * window glass, street, lamp posts.
 */
import { ellipse, finish, line, mix, n, path, rect, shade, Svg, W, type Rng } from './kit';
import { bush, drawCerros, drawSky, GREENS, pickSky, skyAt, type Sky } from './nature';

export interface Outdoor {
  svg: Svg;
  sky: Sky;
}

/** Sky + cerros orientales backdrop. `horizon` is the foot of the hills. */
export function outdoorBase(rng: Rng, horizon: number, hills: number): Outdoor {
  const svg = new Svg();
  const sky = pickSky(rng);
  drawSky(svg, sky, rng, horizon + 20);
  drawCerros(svg, sky, rng, horizon, hills);
  return { svg, sky };
}

/** Final grading for exterior scenes: darken at dusk, colour cast, vignette. */
export function finishOutdoor({ svg, sky }: Outdoor): string {
  if (sky.light < 1)
    svg.add(rect(0, 0, svg.width, svg.height, '#0b1230', `fill-opacity="${n((1 - sky.light) * 0.55)}"`));
  finish(svg, 0.32, sky.ambient, sky.name === 'noon' ? 0 : 0.07);
  return svg.toString();
}

export const BRICKS = ['#9c4a2e', '#a6533a', '#8e3f28', '#b25d3c', '#94462f'] as const;

/** Bogotá "ladrillo a la vista": running-bond brick pattern. */
export function brick(svg: Svg, base: string, scale = 1): string {
  const w = 24 * scale;
  const h = 9 * scale;
  const mortar = shade(base, 0.35);
  const dark = shade(base, -0.12);
  return svg.pattern(
    w,
    h,
    `${rect(0, 0, w, h, base)}${rect(w * 0.55, 0, w * 0.45, h / 2, dark, 'fill-opacity="0.5"')}${rect(0, h / 2, w * 0.3, h / 2, dark, 'fill-opacity="0.4"')}` +
      `<path d="M0 ${n(h / 2)}H${n(w)}M0 ${n(h)}H${n(w)}M${n(w / 4)} 0V${n(h / 2)}M${n((w * 3) / 4)} ${n(h / 2)}V${n(h)}" stroke="${mortar}" stroke-width="${n(scale)}" stroke-opacity="0.7"/>`,
  );
}

export interface Glass {
  lit: string;
  dark: string;
  frame: string;
}

/** Two reusable glass fills (bounding-box gradients) tuned to the sky. */
export function glassFills(svg: Svg, sky: Sky): Glass {
  const refl = skyAt(sky, 0.35);
  return {
    lit: svg.linear([
      [0, '#fff1c4'],
      [0.6, '#ffd27a'],
      [1, '#e8a64e'],
    ]),
    dark: svg.linear(
      [
        [0, mix(refl, '#ffffff', 0.25)],
        [0.45, shade(refl, -0.35)],
        [1, shade(refl, -0.6)],
      ],
      0,
      0,
      0.6,
      1,
    ),
    frame: '#2a2d31',
  };
}

/** A framed window; lit ones get a hint of curtain. */
export function windowPane(
  g: Glass,
  x: number,
  y: number,
  w: number,
  h: number,
  lit: boolean,
  frame = g.frame,
): string {
  let s = rect(x, y, w, h, lit ? g.lit : g.dark, `stroke="${frame}" stroke-width="1.5"`);
  s += line(x + w / 2, y, x + w / 2, y + h, frame, 1.2);
  if (lit) s += rect(x + 1, y + 1, w * 0.18, h - 2, '#c98a4a', 'fill-opacity="0.45"');
  return s;
}

/** Sidewalk + kerb + asphalt from y to the bottom of the image. */
export function street(svg: Svg, rng: Rng, y: number, sky: Sky, sidewalk = 26): void {
  const pave = mix('#c9c4bb', sky.haze, 0.2);
  svg.add(rect(0, y, W, sidewalk, pave));
  let joints = '';
  for (let x = rng.range(0, 40); x < W; x += 46) joints += `M${n(x)} ${n(y)}l-6 ${sidewalk}`;
  svg.add(path(joints, 'none', `stroke="${shade(pave, -0.15)}" stroke-width="1"`));
  svg.add(rect(0, y + sidewalk, W, 5, shade(pave, -0.25)));
  const road = y + sidewalk + 5;
  svg.add(
    rect(
      0,
      road,
      W,
      svg.height - road,
      svg.linear([
        [0, '#5a5d62'],
        [1, '#3e4044'],
      ]),
    ),
  );
  const mid = road + (svg.height - road) * 0.55;
  let dash = '';
  for (let x = rng.range(-60, 0); x < W; x += 110) dash += `M${n(x)} ${n(mid)}h60`;
  svg.add(path(dash, 'none', 'stroke="#e8e2cf" stroke-width="5" stroke-opacity="0.85"'));
}

/** Street lamp; pass a glow fill (Svg.glow) to switch it on. */
export function lampPost(x: number, ground: number, h: number, glow?: string): string {
  let s = rect(x - 2.5, ground - h, 5, h, '#3a3d42');
  s += path(`M${n(x)} ${n(ground - h)}q0 -14 22 -14h8`, 'none', 'stroke="#3a3d42" stroke-width="4"');
  s += rect(x + 22, ground - h - 16, 18, 6, '#2a2c30', 'rx="3"');
  if (glow) s += ellipse(x + 31, ground - h + 10, 60, 50, glow) + rect(x + 24, ground - h - 11, 14, 4, '#fff3c4');
  return s;
}

/** Antejardín: thin lawn strip with a clipped hedge in front of a building. */
export function frontGarden(svg: Svg, rng: Rng, x: number, w: number, y: number, h: number): void {
  const g = rng.pick(GREENS);
  svg.add(rect(x, y, w, h, g[1]), rect(x, y - 12, w, 16, g[0], 'rx="8"'));
  for (let bx = x + 20; bx < x + w - 20; bx += rng.range(50, 90))
    svg.add(bush(rng, bx, y + h * 0.6, rng.range(40, 70), 18, g));
}

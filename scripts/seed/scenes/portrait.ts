import { makeRng, n, shade } from './kit';

// A stylised head-and-shoulders portrait for the demo agents' profile photos: flat shapes, a
// backdrop in the brand's blue family, deterministic per seed.

export interface PortraitLook {
  skin: string;
  hair: string;
  /** Long hair falls behind the shoulders; short hair is a cap. */
  long: boolean;
  jacket: string;
  shirt: string;
}

const SIZE = 480;

export function portraitSvg(seed: string, look: PortraitLook): string {
  const rng = makeRng(`portrait|${seed}`);
  const backdrop = rng.pick(['#dbe7f7', '#e6eef9', '#d7e3f4', '#e9f0f8']);
  const cx = SIZE / 2 + rng.range(-6, 6);
  const headY = 190 + rng.range(-6, 6);
  const face = { rx: 66, ry: 82 };
  const hairBack = look.long
    ? `<path d="M${n(cx - 92)} ${n(headY - 20)} Q${n(cx - 100)} ${n(headY + 150)} ${n(cx - 70)} ${n(headY + 190)} L${n(cx + 70)} ${n(headY + 190)} Q${n(cx + 100)} ${n(headY + 150)} ${n(cx + 92)} ${n(headY - 20)} Z" fill="${look.hair}"/>`
    : '';
  const hairTop = look.long
    ? `<path d="M${n(cx - 76)} ${n(headY - 4)} Q${n(cx - 70)} ${n(headY - 108)} ${n(cx)} ${n(headY - 100)} Q${n(cx + 74)} ${n(headY - 104)} ${n(cx + 78)} ${n(headY - 2)} Q${n(cx + 30)} ${n(headY - 60)} ${n(cx - 76)} ${n(headY - 4)} Z" fill="${look.hair}"/>`
    : `<path d="M${n(cx - 70)} ${n(headY - 10)} Q${n(cx - 72)} ${n(headY - 96)} ${n(cx)} ${n(headY - 94)} Q${n(cx + 72)} ${n(headY - 96)} ${n(cx + 70)} ${n(headY - 10)} Q${n(cx + 40)} ${n(headY - 58)} ${n(cx - 70)} ${n(headY - 10)} Z" fill="${look.hair}"/>`;
  const eyeY = headY + 4;
  const eyes = [-24, 24]
    .map((dx) => `<ellipse cx="${n(cx + dx)}" cy="${n(eyeY)}" rx="6" ry="7" fill="${shade(look.hair, -0.3)}"/>`)
    .join('');
  const smile = `<path d="M${n(cx - 22)} ${n(headY + 38)} Q${n(cx)} ${n(headY + 56)} ${n(cx + 22)} ${n(headY + 38)}" stroke="${shade(look.skin, -0.35)}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    `<rect width="${SIZE}" height="${SIZE}" fill="${backdrop}"/>`,
    `<circle cx="${n(cx + 120)}" cy="90" r="70" fill="${shade(backdrop, 0.35)}"/>`,
    hairBack,
    `<path d="M${n(cx - 170)} ${SIZE} Q${n(cx - 160)} 330 ${n(cx)} 318 Q${n(cx + 160)} 330 ${n(cx + 170)} ${SIZE} Z" fill="${look.jacket}"/>`,
    `<path d="M${n(cx - 44)} 322 L${n(cx)} 410 L${n(cx + 44)} 322 Z" fill="${look.shirt}"/>`,
    `<rect x="${n(cx - 26)}" y="${n(headY + 60)}" width="52" height="70" rx="20" fill="${shade(look.skin, -0.08)}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(headY)}" rx="${face.rx}" ry="${face.ry}" fill="${look.skin}"/>`,
    hairTop,
    eyes,
    smile,
    '</svg>',
  ].join('');
}

import { ensureDebianBinary } from './debian-package.mjs';

/** Flags that keep Debian's Chromium off the network and quiet (e2e tests, Lighthouse). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The browser the e2e tests drive: CHROMIUM_PATH, or Debian's /usr/bin/chromium. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Installs Debian's chromium when it is missing and we are root; otherwise explains what to do. */
export function ensureChromium({ log = console.error } = {}) {
  return ensureDebianBinary({
    binary: chromiumPath(),
    packages: ['chromium', 'fonts-dejavu-core'],
    purpose: 'the e2e tests',
    hint: ' or set CHROMIUM_PATH to a Chromium/Chrome binary',
    log,
  });
}

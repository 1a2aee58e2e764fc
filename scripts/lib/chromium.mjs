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

/** The full browser (Lighthouse): CHROMIUM_PATH, or Debian's /usr/bin/chromium. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/**
 * The browser the tests drive: E2E_CHROMIUM_PATH, or Debian's chromium-headless-shell, the same
 * Chromium build without the windowing of the full browser, which is what Playwright itself runs
 * headless. Per page it costs about a third of the CPU of /usr/bin/chromium's new headless mode
 * (which opens a window and a tab-strip renderer for every context); on two cores that is time.
 */
export function testBrowserPath() {
  return process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
}

/** Installs Debian's chromium when it is missing and we are root; otherwise explains what to do. */
export function ensureChromium({ log = console.error } = {}) {
  return ensureDebianBinary({
    binary: chromiumPath(),
    packages: ['chromium', 'fonts-dejavu-core'],
    purpose: 'Lighthouse',
    hint: ' or set CHROMIUM_PATH to a Chromium/Chrome binary',
    log,
  });
}

/** Installs Debian's chromium-headless-shell for the tests, as ensureChromium does. */
export function ensureTestBrowser({ log = console.error } = {}) {
  return ensureDebianBinary({
    binary: testBrowserPath(),
    packages: ['chromium-headless-shell', 'fonts-dejavu-core'],
    purpose: 'the e2e tests',
    hint: ' or set E2E_CHROMIUM_PATH to a Chromium/Chrome binary',
    log,
  });
}

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
  const browser = chromiumPath();
  if (existsSync(browser)) return browser;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium not found at ${browser}: install it (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium/Chrome binary.`,
    );
  }
  log('Installing Debian chromium for the e2e tests (apt-get, once)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    if (run.status !== 0)
      throw new Error(`apt-get ${args.join(' ')} failed; install chromium by hand or set CHROMIUM_PATH.`);
  }
  if (!existsSync(browser)) throw new Error(`chromium was installed but ${browser} is missing; set CHROMIUM_PATH.`);
  return browser;
}

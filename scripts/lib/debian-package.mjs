import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * `binary` when it exists; otherwise, as root, installs the Debian `packages` that provide it
 * (apt-get, once); otherwise throws saying what to install (`hint` adds an alternative).
 */
export function ensureDebianBinary({ binary, packages, purpose, hint = '', log = console.error }) {
  if (existsSync(binary)) return binary;
  if (process.getuid?.() !== 0) {
    throw new Error(`${binary} not found: install it (sudo apt-get install ${packages[0]})${hint}.`);
  }
  log(`Installing Debian ${packages[0]} for ${purpose} (apt-get, once)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...packages],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed; install ${packages[0]} by hand${hint}.`);
  }
  if (!existsSync(binary)) throw new Error(`${packages[0]} was installed but ${binary} is missing${hint}.`);
  return binary;
}

/** Debian's xmllint (libxml2-utils), the XSD validator of the portals' feed test. */
export function ensureXmllint({ log = console.error } = {}) {
  return ensureDebianBinary({
    binary: '/usr/bin/xmllint',
    packages: ['libxml2-utils'],
    purpose: 'the feed schema test',
    log,
  });
}

/**
 * Debian's poppler-utils (pdftotext, pdftoppm, pdfinfo) and zbar-tools (zbarimg): the ficha's
 * test reads its text and decodes its QR code with them (tests/integration/ficha.test.ts).
 */
export function ensurePdfTools({ log = console.error } = {}) {
  return {
    pdftotext: ensureDebianBinary({
      binary: '/usr/bin/pdftotext',
      packages: ['poppler-utils'],
      purpose: 'the ficha test',
      log,
    }),
    pdftoppm: '/usr/bin/pdftoppm',
    pdfinfo: '/usr/bin/pdfinfo',
    zbarimg: ensureDebianBinary({
      binary: '/usr/bin/zbarimg',
      packages: ['zbar-tools'],
      purpose: 'the ficha test',
      log,
    }),
  };
}

const CLUSTER_BINARIES = { 'redis-server': '/usr/bin/redis-server', nginx: '/usr/sbin/nginx' };

/** The cluster's Redis or nginx (`name` is the Debian package), installed when missing. */
export function ensureDebianPackage(name, { log = console.error } = {}) {
  return ensureDebianBinary({ binary: CLUSTER_BINARIES[name], packages: [name], purpose: 'the cluster', log });
}

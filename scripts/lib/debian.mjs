// Debian packages the scripts run (the cluster's Redis and nginx), installed like chromium.mjs does.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN = { 'redis-server': '/usr/bin/redis-server', nginx: '/usr/sbin/nginx' };

/** Installs the Debian package of `name` when its binary is missing and we are root (like chromium.mjs). */
export function ensureDebianPackage(name, { log = console.error } = {}) {
  const binary = DEBIAN[name];
  if (existsSync(binary)) return binary;
  if (process.getuid?.() !== 0) throw new Error(`${binary} not found: install it (sudo apt-get install ${name}).`);
  log(`Installing Debian ${name} for the cluster (apt-get, once)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', name], { stdio: 'inherit', env }).status;
  // The package lists may be missing or old on a fresh machine: refreshed only when needed.
  if (
    install() !== 0 &&
    (spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status !== 0 || install() !== 0)
  )
    throw new Error(`apt-get install ${name} failed; install it by hand.`);
  return binary;
}

import { readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';

import { baseURL } from './stack-client';

/**
 * The pid of the process listening on the app's port (the `next-server` process that
 * `next start` runs, whichever stack started it), found through /proc: the listening socket's
 * inode in /proc/net/tcp, then the process holding that inode among its descriptors.
 */
export function serverPid(): number {
  const port = Number(new URL(baseURL()).port);
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length > 9 && cols[1].endsWith(`:${portHex}`) && cols[3] === '0A') inodes.add(cols[9]);
    }
  }
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // another user's process, or gone
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')) return Number(entry);
      } catch {
        // closed meanwhile
      }
    }
  }
  throw new Error(`No process found listening on port ${port}`);
}

/** Resident memory now and its peak since the last reset (VmRSS, VmHWM), in MB. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Resets VmHWM to the current RSS (Linux clear_refs "5"); false when not permitted. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

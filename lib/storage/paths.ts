import path from 'node:path';
import { env } from '../env';

/** Root folder of locally stored media. Served under /uploads by a route handler. */
export function uploadRoot(): string {
  // Resolved at run time; the ignore comment keeps Turbopack from tracing the whole project.
  return path.resolve(/* turbopackIgnore: true */ env().UPLOAD_DIR ?? 'storage/uploads');
}

/**
 * Maps a URL path under /uploads to a file inside uploadRoot(), or null when the segments try to
 * leave it (.., absolute parts, NUL bytes, hidden files).
 */
export function resolveUploadPath(segments: string[]): string | null {
  if (segments.length === 0) return null;
  for (const segment of segments) {
    if (!segment || segment.startsWith('.') || /[\\/\0]/.test(segment)) return null;
  }
  const rootDir = uploadRoot();
  const file = path.resolve(rootDir, ...segments);
  return file.startsWith(rootDir + path.sep) ? file : null;
}

export function uploadUrl(...segments: string[]): string {
  return `/uploads/${segments.map(encodeURIComponent).join('/')}`;
}

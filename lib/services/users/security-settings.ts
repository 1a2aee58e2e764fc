import 'server-only';

import { loadSettings, readSettings } from '../settings';

/** Settings > Seguridad, clamped to the ranges the screen offers (1–10 attempts, 1–168 h). */
export async function securitySettings(): Promise<{ loginAttempts: number; sessionHours: number }> {
  const { security } = await loadSettings();
  return {
    loginAttempts: clamp(security.loginAttempts, 1, 10, 5),
    sessionHours: clamp(security.sessionDuration, 1, 168, 24),
  };
}

/**
 * Settings > Seguridad `leadsPer15Minutes` (1–50): contact requests per IP and per e-mail in the
 * throttle window. Read from the cached settings (expired by every settings write), so a lead
 * costs no settings query.
 */
export async function leadsPerWindow(): Promise<number> {
  const { security } = await readSettings();
  return clamp(security.leadsPer15Minutes, 1, 50, 5);
}

function clamp(value: unknown, min: number, max: number, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
}

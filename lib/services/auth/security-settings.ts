import 'server-only';
import { loadSettings } from '../settings';

/** Settings > Seguridad, clamped to the ranges the screen offers (1–10 attempts, 1–168 h). */
export async function securitySettings(): Promise<{ loginAttempts: number; sessionHours: number }> {
  const { security } = await loadSettings();
  return {
    loginAttempts: clamp(security.loginAttempts, 1, 10, 5),
    sessionHours: clamp(security.sessionDuration, 1, 168, 24),
  };
}

function clamp(value: unknown, min: number, max: number, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
}

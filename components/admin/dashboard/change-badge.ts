// The dashboard's change badges (docs/admin-panel.md#dashboard): last 30 days against the 30 before. Pure: unit-tested.

export type ChangeTone = 'up' | 'down' | 'flat' | 'new';

export interface Change {
  label: string;
  tone: ChangeTone;
}

/** '+12%', '-5%', 'Sin cambios' (equal, or nothing in either window) or 'Nuevo' (nothing before). */
export function changeBadge(last30: number, previous30: number): Change {
  if (previous30 <= 0) return last30 > 0 ? { label: 'Nuevo', tone: 'new' } : { label: 'Sin cambios', tone: 'flat' };
  const percent = Math.round(((last30 - previous30) / previous30) * 100);
  if (percent === 0) return { label: 'Sin cambios', tone: 'flat' };
  return percent > 0 ? { label: `+${percent}%`, tone: 'up' } : { label: `${percent}%`, tone: 'down' };
}

const DAY = 86_400_000;

/** Counts the dates in the last 30 days and in the 30 before `now`. */
export function countWindows(dates: string[], now: number): { last30: number; previous30: number } {
  let last30 = 0;
  let previous30 = 0;
  for (const date of dates) {
    const age = now - new Date(date).getTime();
    if (age < 0) continue;
    if (age < 30 * DAY) last30 += 1;
    else if (age < 60 * DAY) previous30 += 1;
  }
  return { last30, previous30 };
}

import type { ImportRowResult, ImportStatus, ImportSummary } from '@/lib/domain/imports';
import { formatNumber } from '@/lib/format';

/** An import as the API answers it: its dry run's rows, and its progress once committed. */
export interface ImportAnswer {
  _id: string;
  status: ImportStatus;
  rows: ImportRowResult[];
  summary: ImportSummary;
  done: number;
  total: number;
  result: { written: number; failed: number } | null;
}

export const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

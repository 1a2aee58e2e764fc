import type { ImportRowResult, ImportStatus, ImportSummary } from '../../domain/imports';

/** What POST /api/imports, its commit and GET /api/imports/{id} answer. */
export interface ImportAnswer {
  _id: string;
  status: ImportStatus;
  fileName: string;
  rows: ImportRowResult[];
  summary: ImportSummary;
  /** The commit's progress: rows written of the rows to write. */
  done: number;
  total: number;
  /** After the commit: rows written, and rows that failed then. */
  result: { written: number; failed: number } | null;
  createdAt: string;
  finishedAt: string | null;
}

interface StoredRow {
  row: number;
  action: string;
  code?: string | null;
  issues?: Array<{ column?: string | null; message?: string | null }> | null;
  changes?: string[] | null;
  photos?: number | null;
  propertyId?: { toString(): string } | null;
}

export interface StoredImport {
  _id: { toString(): string };
  status?: string | null;
  fileName?: string | null;
  rows?: StoredRow[] | null;
  summary?: unknown;
  done?: number | null;
  total?: number | null;
  result?: unknown;
  createdAt?: Date | null;
  finishedAt?: Date | null;
}

export function toImportRow(r: StoredRow): ImportRowResult {
  return {
    row: r.row,
    action: r.action as ImportRowResult['action'],
    code: r.code ?? '',
    errors: (r.issues ?? []).map((e) => ({ column: e.column ?? '', message: e.message ?? '' })),
    changes: r.changes ?? [],
    photos: r.photos ?? 0,
    propertyId: r.propertyId ? r.propertyId.toString() : null,
  };
}

export function toImportAnswer(doc: StoredImport, rows = true): ImportAnswer {
  return {
    _id: doc._id.toString(),
    status: (doc.status ?? 'preview') as ImportStatus,
    fileName: doc.fileName ?? '',
    rows: rows ? (doc.rows ?? []).map(toImportRow) : [],
    summary: doc.summary as ImportSummary,
    done: doc.done ?? 0,
    total: doc.total ?? 0,
    result: (doc.result as ImportAnswer['result']) ?? null,
    createdAt: (doc.createdAt ?? new Date()).toISOString(),
    finishedAt: doc.finishedAt ? doc.finishedAt.toISOString() : null,
  };
}

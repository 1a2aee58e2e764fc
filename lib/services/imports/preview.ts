import 'server-only';

import type { z } from 'zod';

import { loadPlaceIndex, resolvePlaceNames, type NamedPlaces, type PlaceIndex } from '@/lib/services/locations';

import { Property } from '../../../models/property';
import { PropertyImport } from '../../../models/property-import';
import { decodeCsv, detectDelimiter, parseCsv } from '../../csv-read';
import { connectDb, trusted } from '../../db';
import type { StaffScope } from '../../domain/activity';
import { InvalidError } from '../../domain/errors';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportCellError,
  type ImportRowResult,
  type ImportSummary,
} from '../../domain/imports';
import { MAX_PROPERTY_IMAGES } from '../../domain/property';
import {
  cellsToBody,
  cellValue,
  changedColumns,
  columnOfPath,
  mapHeaders,
  PROPERTY_CSV_COLUMNS,
  propertyToCells,
  rowCells,
  type ColumnKey,
  type HeaderMap,
} from '../../domain/property-csv';
import { deleteStoredFiles } from '../../storage';
import { propertyCreateSchema, propertyUpdateSchema } from '../../validation/property-body';
import { inScope, toApiProperty, type StoredProperty } from '../properties';
import { readZip, storePhotos, type ZipContents } from './photos';
import { toImportAnswer, type ImportAnswer } from './shape';
import { loadStaffEmails, type StaffEmails } from './staff';

// POST /api/imports: the dry run (docs/import-export.md). Every row is checked as POST or PUT
// /api/properties would check it, against the properties as they are now, and kept with the body
// to write; no property is written here. What it reads, it reads once for the whole file: the
// properties of the file's codes (one query), the places and the staff.

export interface ImportFiles {
  csv: Buffer;
  fileName: string;
  zip?: Buffer | null;
}

interface Context {
  scope: StaffScope;
  headers: HeaderMap;
  existing: Map<string, StoredProperty & { code?: string | null }>;
  places: PlaceIndex;
  staff: StaffEmails;
  photos: Map<string, string[]>;
  photoErrors: Map<string, string>;
}

interface CheckedRow extends ImportRowResult {
  body: Record<string, unknown> | null;
}

const header = (ctx: Context, key: ColumnKey) => ctx.headers.columns.get(key)?.header ?? key;

function issuesToErrors(ctx: Context, issues: readonly z.core.$ZodIssue[]): ImportCellError[] {
  return issues.map((issue) => {
    const column = columnOfPath(issue.path);
    return { column: column ? header(ctx, column.key as ColumnKey) : '', message: issue.message };
  });
}

/** The template cells of a stored property, to compare a row with. */
function storedCells(ctx: Context, stored: StoredProperty) {
  const api = toApiProperty(stored);
  return propertyToCells(api, api.agentId ? (ctx.staff.emailOf.get(api.agentId) ?? '') : '');
}

/** The agent a row names by e-mail: their id, or the row's error. */
function agentOf(ctx: Context, cells: Partial<Record<ColumnKey, string>>): { agentId?: string; error?: string } {
  const email = cells.agentEmail?.trim().toLowerCase();
  if (!email) return {};
  const id = ctx.staff.idOf.get(email);
  if (!id) return { error: IMPORT_MESSAGES.unknownAgent(email) };
  if (ctx.scope.agentId && id !== ctx.scope.agentId) return { error: IMPORT_MESSAGES.onlyAdminAssigns };
  return { agentId: id };
}

function checkRow(ctx: Context, cells: Partial<Record<ColumnKey, string>>, row: number, code: string): CheckedRow {
  const errors: ImportCellError[] = [];
  const result = (action: CheckedRow['action'], body: CheckedRow['body'], changes: string[] = []): CheckedRow => ({
    row,
    action: errors.length > 0 ? 'error' : action,
    code,
    errors,
    changes,
    photos: ctx.photos.get(code)?.length ?? 0,
    body: errors.length > 0 ? null : body,
  });
  const stored = ctx.existing.get(code);
  if (stored && !inScope(stored.agentId as string | undefined, ctx.scope)) {
    errors.push({ column: header(ctx, 'code'), message: IMPORT_MESSAGES.codeTaken });
    return result('error', null);
  }
  const body = cellsToBody(cells);
  body.code = code;
  if (body.location) {
    // A place named by a cell gets its code and the table's name, as POST /api/properties does.
    const resolved = resolvePlaceNames(body.location as NamedPlaces, ctx.places);
    body.location = resolved.location;
    for (const { level, message } of resolved.errors) errors.push({ column: header(ctx, level), message });
  }
  const agent = agentOf(ctx, cells);
  if (agent.error) errors.push({ column: header(ctx, 'agentEmail'), message: agent.error });
  if (agent.agentId) body.agentId = agent.agentId;
  const photoError = ctx.photoErrors.get(code);
  if (photoError) errors.push({ column: 'photos', message: photoError });
  const zipPhotos = ctx.photos.get(code) ?? [];
  // The zip's photos follow the images the row lists; without that column they replace the stored ones.
  if (zipPhotos.length > 0) body.images = [...((body.images as string[] | undefined) ?? []), ...zipPhotos];
  if (zipPhotos.length > 0 && (body.images as string[]).length > MAX_PROPERTY_IMAGES)
    errors.push({ column: 'photos', message: IMPORT_MESSAGES.tooManyImages(MAX_PROPERTY_IMAGES) });

  const parsed = (stored ? propertyUpdateSchema : propertyCreateSchema).safeParse(body);
  if (!parsed.success) errors.push(...issuesToErrors(ctx, parsed.error.issues));
  if (!stored || !parsed.success) return result('create', parsed.success ? parsed.data : null);

  // An update writes only what changed, so a field the CSV cannot hold (an image's alt text) stays.
  // Places compare by the names they resolved to ("Bogotá" is the stored "Bogotá, D.C.").
  const location = (body.location ?? {}) as Record<string, string | undefined>;
  const resolved = { ...cells };
  if (cells.city && location.city) resolved.city = location.city;
  if (cells.locality && location.locality) resolved.locality = location.locality;
  if (cells.department && location.state) resolved.department = location.state;
  const changes = changedColumns(resolved, storedCells(ctx, stored)).filter((key) => key !== 'code');
  if (zipPhotos.length > 0 && !changes.includes('images')) changes.push('images');
  const patch: Record<string, unknown> = {};
  const data = parsed.data as Record<string, unknown>;
  for (const key of changes) {
    const path = PROPERTY_CSV_COLUMNS.find((c) => c.key === key)?.path ?? '';
    const top = key === 'agentEmail' ? 'agentId' : path.split('.')[0];
    if (top) patch[top] = data[top];
  }
  return result('update', patch, changes);
}

/** The dry run of a CSV (and its photos' zip): stored as a PropertyImport, no property written. */
export async function previewImport(files: ImportFiles, scope: StaffScope): Promise<ImportAnswer> {
  const { text, encoding } = decodeCsv(files.csv);
  if (text.includes('\u0000')) throw new InvalidError(IMPORT_MESSAGES.notCsv);
  const delimiter = detectDelimiter(text);
  const records = parseCsv(text, delimiter);
  if (records.length < 2) throw new InvalidError(IMPORT_MESSAGES.empty);
  if (records.length - 1 > IMPORT_LIMITS.rows) throw new InvalidError(IMPORT_MESSAGES.tooManyRows);
  const headers = mapHeaders(records[0]);
  if (!headers.columns.has('code')) throw new InvalidError(IMPORT_MESSAGES.noCodeColumn);
  const zip: ZipContents | null = files.zip ? readZip(files.zip) : null;

  await connectDb();
  await forgetStalePreviews(scope);
  const codeColumn = PROPERTY_CSV_COLUMNS[0];
  const rows = records.slice(1).map((record, i) => {
    const cells = rowCells(record, headers);
    const code = cells.code ? String(cellValue(codeColumn, cells.code)) : '';
    return { row: i + 2, cells, code };
  });
  const codes = [...new Set(rows.map((r) => r.code).filter(Boolean))];
  const [found, places, staff] = await Promise.all([
    Property.find({ code: trusted({ $in: codes }) }).lean<Array<StoredProperty & { code?: string }>>(),
    loadPlaceIndex(),
    loadStaffEmails(),
  ]);
  const ctx: Context = {
    scope,
    headers,
    existing: new Map(found.map((p) => [String(p.code), p])),
    places,
    staff,
    photos: new Map(),
    photoErrors: new Map(),
  };
  for (const [code, names] of zip?.tooBig ?? []) ctx.photoErrors.set(code, IMPORT_MESSAGES.photoTooBig(names[0]));

  const firstRowOf = new Map<string, number>();
  const checked: CheckedRow[] = [];
  for (const { row, cells, code } of rows) {
    if (!code || firstRowOf.has(code)) {
      const message = code ? IMPORT_MESSAGES.codeRepeated(firstRowOf.get(code)!) : IMPORT_MESSAGES.codeMissing;
      checked.push({
        row,
        action: 'error',
        code,
        errors: [{ column: header(ctx, 'code'), message }],
        changes: [],
        photos: 0,
        body: null,
      });
      continue;
    }
    firstRowOf.set(code, row);
    const photos = zip?.byCode.get(code);
    if (photos && !ctx.photoErrors.has(code)) {
      const stored = await storePhotos(photos);
      if (stored.error) ctx.photoErrors.set(code, stored.error);
      else ctx.photos.set(code, stored.urls);
    }
    const result = checkRow(ctx, cells, row, code);
    // A row in error writes nothing: its photos do not stay stored either.
    if (result.action === 'error') await deleteStoredFiles(ctx.photos.get(code) ?? []);
    checked.push(result);
  }

  const count = (action: string) => checked.filter((r) => r.action === action).length;
  const summary: ImportSummary = {
    total: checked.length,
    create: count('create'),
    update: checked.filter((r) => r.action === 'update' && r.changes.length > 0).length,
    unchanged: checked.filter((r) => r.action === 'update' && r.changes.length === 0).length,
    error: count('error'),
    photos: checked.reduce((sum, r) => sum + (r.action === 'error' ? 0 : r.photos), 0),
    encoding,
    delimiter,
    ignoredColumns: [...headers.unknown, ...headers.repeated],
    unmatchedPhotos: [
      ...(zip?.unnamed ?? []),
      ...[...(zip?.byCode.keys() ?? [])]
        .filter((code) => !firstRowOf.has(code))
        .flatMap((code) => zip!.byCode.get(code)!.map((p) => p.name)),
    ],
  };
  const doc = await PropertyImport.create({
    userId: scope.actor.id,
    agentId: scope.agentId ?? null,
    fileName: files.fileName,
    status: 'preview',
    rows: checked.map(({ errors, body, ...r }) => ({
      ...r,
      issues: errors,
      body,
      propertyId: ctx.existing.get(r.code)?._id ?? null,
    })),
    summary,
    photos: Object.fromEntries(ctx.photos),
    total: summary.create + summary.update,
  });
  return toImportAnswer(doc.toObject());
}

/** A user's dry runs never committed, older than a day: gone, with the photos they stored. */
async function forgetStalePreviews(scope: StaffScope) {
  const stale = await PropertyImport.find(
    { userId: scope.actor.id, status: 'preview', createdAt: trusted({ $lt: new Date(Date.now() - 86_400_000) }) },
    { photos: 1 },
  ).lean();
  for (const old of stale) {
    await deleteStoredFiles(Object.values((old.photos ?? {}) as Record<string, string[]>).flat());
    await PropertyImport.deleteOne({ _id: old._id });
  }
}

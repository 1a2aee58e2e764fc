import 'server-only';

import { randomBytes } from 'node:crypto';

import { isValidObjectId } from 'mongoose';

import { Property } from '../../../models/property';
import { ImportProgress, PropertyImport } from '../../../models/property-import';
import { connectDb } from '../../db';
import type { StaffScope } from '../../domain/activity';
import { ConflictError, DomainError, InvalidError, NotFoundError } from '../../domain/errors';
import { IMPORT_MESSAGES } from '../../domain/imports';
import { deleteStoredFiles } from '../../storage';
import type { PropertyCreateInput, PropertyUpdateInput } from '../../validation/property-body';
import { createProperty, expireProperties, slugBase, updateProperty } from '../properties';
import { toImportAnswer, type ImportAnswer, type StoredImport } from './shape';

// POST /api/imports/{id}/commit (docs/import-export.md#the-commit): the rows without errors are
// written one by one through the property write service (the same as POST and PUT
// /api/properties: code, slug, places, price history, alerts, caches and the activity log, one
// entry per property), and the progress is saved as it goes for GET /api/imports/{id}. A row that
// fails now (a place archived since the dry run, a code taken meanwhile) becomes an error row and
// the others go on. It answers when every row is written.

/** Progress is saved at most this often. */
const PROGRESS_EVERY_MS = 500;

type Row = NonNullable<StoredImport['rows']>[number] & {
  body?: Record<string, unknown> | null;
  changes?: string[] | null;
  issues?: Array<{ column?: string | null; message?: string | null }> | null;
};

/** The import, when the caller may see it: its own maker, or an admin. Else 404. */
export async function findImport(id: string, scope: StaffScope) {
  if (!isValidObjectId(id)) throw new NotFoundError(IMPORT_MESSAGES.notFound);
  await connectDb();
  const doc = await PropertyImport.findById(id).lean();
  if (!doc || (scope.agentId && doc.userId.toString() !== scope.actor.id)) {
    throw new NotFoundError(IMPORT_MESSAGES.notFound);
  }
  return doc;
}

export async function readImport(id: string, scope: StaffScope, withRows = true): Promise<ImportAnswer> {
  const doc = (await findImport(id, scope)) as StoredImport;
  if (doc.status !== 'running') return toImportAnswer(doc, withRows);
  const progress = await ImportProgress.findById(id).lean();
  return toImportAnswer({ ...doc, done: progress?.done ?? 0 }, withRows);
}

/** The slugs in use, read once: each new row gets a free one without a scan of its own. */
async function slugPicker(): Promise<(title: string) => string> {
  const taken = new Set((await Property.find({}, { slug: 1 }).lean()).map((p) => String(p.slug)));
  return (title) => {
    const base = slugBase(title);
    let slug = base;
    while (taken.has(slug)) slug = `${base}-${randomBytes(3).toString('hex')}`;
    taken.add(slug);
    return slug;
  };
}

const toWrite = (row: Row) => row.action === 'create' || (row.action === 'update' && (row.changes?.length ?? 0) > 0);

export async function commitImport(id: string, scope: StaffScope): Promise<ImportAnswer> {
  const doc = await findImport(id, scope);
  if (doc.status === 'done') throw new ConflictError(IMPORT_MESSAGES.alreadyCommitted);
  if (doc.status === 'running') throw new ConflictError(IMPORT_MESSAGES.running);
  const rows = doc.rows as Row[];
  const total = rows.filter(toWrite).length;
  if (total === 0) throw new InvalidError(IMPORT_MESSAGES.nothingToImport);
  // The claim: of two commits of one import, the second finds its progress already inserted.
  const claimed = await ImportProgress.create({ _id: String(doc._id), done: 0, total }).then(
    () => true,
    (error: { code?: unknown }) => {
      if (error?.code === 11000) return false;
      throw error;
    },
  );
  if (!claimed) throw new ConflictError(IMPORT_MESSAGES.running);
  await PropertyImport.updateOne({ _id: doc._id }, { $set: { status: 'running', total } });
  // The write runs in the importer's scope as it was checked (an agent's rows stay theirs).
  const writeScope: StaffScope = { actor: scope.actor, agentId: doc.agentId ?? undefined };

  let done = 0;
  let savedAt = Date.now();
  const unused: string[] = [];
  const written: string[] = [];
  const freeSlug = await slugPicker();
  // The caches and the catalogue copy are expired once at the end, for every row written (a
  // thousand expiries, each emptying the page cache, would cost more than the writes).
  const batch = { expire: false } as const;
  try {
    await writeRows();
  } finally {
    await expireProperties(written);
  }
  async function writeRows() {
    for (const row of rows) {
      if (!toWrite(row)) continue;
      try {
        if (row.action === 'create') {
          const body = row.body as PropertyCreateInput;
          const created = await createProperty(body, writeScope, { ...batch, slug: freeSlug(body.title) });
          row.propertyId = created._id as never;
        } else {
          await updateProperty(String(row.propertyId), row.body as PropertyUpdateInput, writeScope, undefined, batch);
        }
        written.push(String(row.propertyId));
      } catch (error) {
        if (!(error instanceof DomainError)) console.error('Import row failed:', error);
        const message = error instanceof DomainError ? error.message : 'No se pudo guardar esta fila';
        row.action = 'error';
        row.issues = [{ column: '', message }];
        unused.push(...(((doc.photos ?? {}) as Record<string, string[]>)[row.code ?? ''] ?? []));
      }
      done += 1;
      if (Date.now() - savedAt >= PROGRESS_EVERY_MS) {
        savedAt = Date.now();
        await ImportProgress.updateOne({ _id: String(doc._id) }, { $set: { done } });
      }
    }
  }
  await deleteStoredFiles(unused);
  const finished = await PropertyImport.findOneAndUpdate(
    { _id: doc._id },
    {
      $set: {
        status: 'done',
        done,
        rows,
        finishedAt: new Date(),
        result: { written: written.length, failed: total - written.length },
      },
    },
    { returnDocument: 'after' },
  ).lean();
  return toImportAnswer(finished as StoredImport);
}

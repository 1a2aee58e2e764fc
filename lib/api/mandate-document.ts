import 'server-only';

import { MANDATE_DOCUMENT_FIELD, MANDATE_DOCUMENT_MAX_BYTES } from '../domain/mandates';
import { receiveUploads } from '../uploads/receive';

/**
 * The mandate's contract from a multipart body (field `file`): one PDF of at most 10 MB, its type
 * read from its bytes by lib/uploads (400, 413 or 415 otherwise). Kept in memory: the service
 * stores it in the database, never under a public URL.
 */
export async function receiveMandateDocument(request: Request): Promise<Buffer> {
  const { files } = await receiveUploads(request, {
    kind: 'pdf',
    folder: 'properties', // not used: a PDF is never handed to storage
    field: MANDATE_DOCUMENT_FIELD,
    maxFiles: 1,
    maxFileBytes: MANDATE_DOCUMENT_MAX_BYTES,
  });
  return files[0].data!;
}

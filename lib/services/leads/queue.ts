import 'server-only';

import { serialQueue } from '../../db/capabilities';

/**
 * Lead writes that read the lead first (a status or assignee change, a note, a visit moved or
 * cancelled): one at a time on the embedded database, whose findAndModify does not isolate a
 * read from its write (lib/db/capabilities.ts); as they come on MongoDB.
 */
export const leadWrites = serialQueue('lead-writes');

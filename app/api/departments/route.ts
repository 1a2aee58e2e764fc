import { connection } from 'next/server';

import { publicGet } from '@/lib/api/cache-control';
import { otherMethods } from '@/lib/api/other-methods';
import { handle, ok } from '@/lib/api/respond';
import { listDepartments } from '@/lib/services/locations';

/** GET /api/departments: every department {code, name}, sorted by name (public, cached). */
export const GET = publicGet(
  handle(async () => {
    await connection(); // reads no request data: keep it out of the build-time prerender
    return ok(await listDepartments());
  }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

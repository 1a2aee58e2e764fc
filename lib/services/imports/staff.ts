import 'server-only';

import { User } from '../../../models/user';
import { trusted } from '../../db';
import { STAFF_ROLES } from '../../domain/users';

// The agent column of the CSV is an e-mail (what a spreadsheet knows), read once per import or export.

export interface StaffEmails {
  /** Active staff by lower-case e-mail. */
  idOf: Map<string, string>;
  /** Every staff member's e-mail by id (an inactive agent's listings still export theirs). */
  emailOf: Map<string, string>;
}

export async function loadStaffEmails(): Promise<StaffEmails> {
  const rows = await User.find({ role: trusted({ $in: [...STAFF_ROLES] }) }, { email: 1, active: 1 }).lean<
    Array<{ _id: { toString(): string }; email: string; active?: boolean | null }>
  >();
  const idOf = new Map<string, string>();
  const emailOf = new Map<string, string>();
  for (const user of rows) {
    emailOf.set(user._id.toString(), user.email);
    if (user.active !== false) idOf.set(user.email.toLowerCase(), user._id.toString());
  }
  return { idOf, emailOf };
}

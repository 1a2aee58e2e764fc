import 'server-only';

import { User } from '../../../models/user';
import { trusted } from '../../db';
import { escapeRegex, slugify } from '../../text';

/** An agent's page address from their name: "Laura Gómez" → laura-gomez, then laura-gomez-2, ... */
export async function freeAgentSlug(name: string, exceptId?: string): Promise<string> {
  const base = slugify(name).slice(0, 80).replace(/-+$/, '') || 'asesor';
  const taken = await User.find({
    'agent.slug': trusted({ $regex: `^${escapeRegex(base)}(-\\d+)?$` }),
    ...(exceptId && { _id: trusted({ $ne: exceptId }) }),
  })
    .select('agent.slug')
    .lean<Array<{ agent?: { slug?: string | null } | null }>>();
  const used = new Set(taken.map((row) => row.agent?.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

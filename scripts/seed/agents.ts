import { randomBytes } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import { hashPassword } from '../../lib/security/password';
import { uploadRoot, uploadUrl } from '../../lib/storage/paths';
import { slugify } from '../../lib/text';
import { User } from '../../models/user';
import { DEMO_AGENTS, type SeedAgent } from './data/agents';
import { portraitSvg } from './scenes/portrait';

const DEV_SECRET = 'Asesor2024!Bogota';

/** The demo agents' password: DEMO_AGENT_PASSWORD, a printed default in development, none in production. */
function agentSecret(): string | null {
  if (process.env.DEMO_AGENT_PASSWORD) return process.env.DEMO_AGENT_PASSWORD;
  return process.env.NODE_ENV === 'production' ? null : DEV_SECRET;
}

async function ensurePhoto(agent: SeedAgent, slug: string): Promise<string> {
  const file = path.join(uploadRoot(), 'seed', 'agents', `${slug}.webp`);
  const present = await access(file).then(
    () => true,
    () => false,
  );
  if (!present) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(
      file,
      await sharp(Buffer.from(portraitSvg(slug, agent.look)))
        .webp({ quality: 78 })
        .toBuffer(),
    );
  }
  return uploadUrl('seed', 'agents', `${slug}.webp`);
}

/**
 * The demo team (role 'agent', with profiles and portraits), created once by e-mail and never
 * changed afterwards. Returns their ids in DEMO_AGENTS order, for assigning the demo listings.
 */
export async function seedAgents(): Promise<{ created: number; ids: string[] }> {
  const secret = agentSecret();
  let created = 0;
  const ids: string[] = [];
  for (const agent of DEMO_AGENTS) {
    const slug = slugify(agent.name);
    const photo = await ensurePhoto(agent, slug);
    const existing = await User.findOne({ email: agent.email }).select('_id').lean();
    if (existing) {
      ids.push(existing._id.toString());
      continue;
    }
    const { name, email, look: _look, ...profile } = agent;
    const user = await User.create({
      name,
      email,
      role: 'agent',
      // Without a known password in production: an admin sends them an invitation instead.
      passwordHash: await hashPassword(secret ?? randomBytes(32).toString('base64url')),
      agent: { ...profile, slug, photo },
    });
    ids.push(user._id.toString());
    created += 1;
  }
  if (created > 0 && secret === DEV_SECRET)
    console.error(
      `Demo agents (development default password ${DEV_SECRET}): ${DEMO_AGENTS.map((a) => a.email).join(', ')}`,
    );
  return { created, ids };
}

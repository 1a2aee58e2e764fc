import { randomInt } from 'node:crypto';

import { Owner } from '@/models/owner';

import { connectTestDb } from './stack-client';

// Owners for the mandate tests, written straight to the database (their API is another part's):
// the mandate only needs an owner of the right agent.

/** An owner worked by `agentId`, with a cédula no other test uses. */
export async function ownerOf(agentId: string, name = 'Marta Lucía Herrera') {
  await connectTestDb();
  const owner = await Owner.create({
    name,
    documentType: 'CC',
    documentNumber: String(randomInt(1_000_000_000, 1_999_999_999)),
    phone: '3001234567',
    agentId,
    consent: { accepted: true, at: new Date(), source: 'admin' },
  });
  return { id: owner._id.toString(), name };
}

/** A minimal, well-formed PDF (one empty page). */
export const MINIMAL_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

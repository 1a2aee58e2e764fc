import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, inject, it } from 'vitest';

import { runSeed } from '../../scripts/lib/seed-runner.mjs';
import { stackSeedEnv } from '../../scripts/lib/stack.mjs';

// `seed --scale` gives every row its reference code itself: the site's start-up migration writes
// a row at a time, which at 20,000 listings on the embedded database takes hours
// (docs/performance.md#at-20000-listings). A database of its own on the stack's server, dropped after.
const uri = inject('mongoUri').replace(/\/([^/?]+)(\?|$)/, '/seed_scale_codes$2');
const client = new MongoClient(uri);

afterAll(async () => {
  await client.db().dropDatabase();
  await client.close();
});

describe('seed --scale', () => {
  it('codes every row, once, with the counter after the last and the migration marked done', async () => {
    await runSeed({ env: stackSeedEnv(uri), extraArgs: ['--no-demo', '--scale', '30'] });
    const db = client.db();
    const codes = (
      await db
        .collection('properties')
        .find({}, { projection: { code: 1 } })
        .toArray()
    ).map((row) => row.code as string);
    expect(codes).toHaveLength(30);
    expect(codes.every((code) => /^IB-\d{4}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(30);
    const highest = Math.max(...codes.map((code) => Number(code.slice(3))));
    expect(await db.collection('counters').findOne({ _id: 'property-code' as never })).toMatchObject({ seq: highest });
    const epochs = db.collection<{ _id: string; epoch: string }>('catalogue_epochs');
    const epoch = (await epochs.findOne({ _id: 'catalogue' }))?.epoch;
    expect(epoch).toBeTruthy();
    expect((await epochs.findOne({ _id: 'catalogue:codes' }))?.epoch).toBe(epoch);

    // A second run inserts nothing and keeps every code.
    await runSeed({ env: stackSeedEnv(uri), extraArgs: ['--no-demo', '--scale', '30'] });
    const again = (
      await db
        .collection('properties')
        .find({}, { projection: { code: 1 } })
        .toArray()
    ).map((row) => row.code as string);
    expect(again.sort()).toEqual([...codes].sort());
  });
});

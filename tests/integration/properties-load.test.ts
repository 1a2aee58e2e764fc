import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { disconnectDb } from '@/lib/db';
import { Property } from '@/models/property';

import { asAdmin } from './accounts';
import { createViaApi, token } from './property-data';
import { connectTestDb, post } from './stack-client';

// What `npm run stress` checks at length, in a few seconds: view counts and admin saves of one
// property at the same time lose neither (FerretDB runs each as a read and a whole-document
// write, so a save that read the row before a view would write the old count back).

beforeAll(async () => {
  await connectTestDb();
});

afterAll(async () => {
  await disconnectDb();
});

const sameTime = <T>(tasks: Array<() => Promise<T>>) => Promise.all(tasks.map((task) => task()));

describe('views and admin saves of one property at the same time', () => {
  it('counts every view and keeps every acknowledged save', async () => {
    const word = token();
    const created = await createViaApi({
      title: `Apartamento concurrido ${word}`,
      type: 'apartamento',
      operation: 'venta',
      status: 'disponible',
      price: 400_000_000,
    });
    const views = Array.from({ length: 16 }, () => () => post(`/api/properties/${created._id}/view`));
    const saves = Array.from(
      { length: 4 },
      (_, i) => () => asAdmin('PUT', `/api/properties/${created._id}`, { keywords: [`${word}-${i}`], priority: i + 1 }),
    );
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const answers = await sameTime<{ status: number; body: Record<string, any> }>(
      [...views, ...saves].sort(() => Math.random() - 0.5),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const stored = await Property.findById(created._id).lean();
    expect(stored?.views).toBe(16);
    expect(stored?.version).toBe(4);
    const last = answers
      .filter((a) => a.body.data?.version !== undefined)
      .sort((a, b) => b.body.data.version - a.body.data.version)[0];
    expect(stored?.keywords).toEqual(last?.body.data.keywords);
  });

  it('counts a view by slug, and none of a property that is not public', async () => {
    const created = await createViaApi({
      title: `Casa borrador ${token()}`,
      type: 'casa',
      operation: 'venta',
      status: 'borrador',
      price: 500_000_000,
    });
    expect(await post(`/api/properties/${created._id}/view`)).toMatchObject({
      status: 404,
      body: { message: 'Propiedad no encontrada' },
    });
    expect(await post(`/api/properties/${created.slug}/view`)).toMatchObject({ status: 404 });
    expect(await asAdmin('PUT', `/api/properties/${created._id}`, { status: 'disponible' })).toMatchObject({
      status: 200,
    });
    expect(await post(`/api/properties/${created.slug}/view`)).toMatchObject({
      status: 200,
      body: { data: { views: 1 } },
    });
    expect(await post(`/api/properties/${created._id}/view`)).toMatchObject({
      status: 200,
      body: { data: { views: 2 } },
    });
    expect((await Property.findById(created._id).lean())?.views).toBe(2);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { parseCiLog } from '../../scripts/lib/ci-log.mjs';
import { assignLanes, fileCosts, median } from '../../scripts/lib/lanes.mjs';
import { MOBILE_IGNORE, testFiles } from '../../scripts/lib/test-files.mjs';

// The lanes of `npm test` (scripts/test.mjs, docs/testing.md): files shared by measured seconds.

const both = ['desktop', 'mobile'];
const allFiles = (lanes: ReturnType<typeof assignLanes>) => lanes.flatMap((lane) => [...lane.integration, ...lane.e2e]);

describe('median', () => {
  it('is the middle value, the mean of the two middle ones, or the fallback', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([], 7)).toBe(7);
  });
});

describe('assignLanes', () => {
  const durations = {
    integration: { 'i/a.test.ts': 40, 'i/b.test.ts': 30, 'i/c.test.ts': 10, 'i/d.test.ts': 5 },
    e2e: { 'e/x.spec.ts': { desktop: 50, mobile: 20 }, 'e/y.spec.ts': { desktop: 25 } },
    overhead: { integration: 60, e2e: 50 },
  };
  const integration = Object.keys(durations.integration);

  it('puts every file in exactly one lane and balances the sum of both kinds per lane', () => {
    const lanes = assignLanes({
      integration,
      e2e: [
        { file: 'e/x.spec.ts', projects: both },
        { file: 'e/y.spec.ts', projects: both },
      ],
      durations,
      lanes: 2,
    });
    expect(allFiles(lanes).sort()).toEqual([...integration, 'e/x.spec.ts', 'e/y.spec.ts'].sort());
    // 70 (x, both widths), 40, 30, 25 (y: desktop only, its tests are all @any-width), 10, 5:
    // longest first, each to the lane with the least so far (the first of equals).
    expect(lanes.map((lane) => [lane.integration, lane.e2e, lane.seconds])).toEqual([
      [[], ['e/x.spec.ts', 'e/y.spec.ts'], 95],
      [['i/a.test.ts', 'i/b.test.ts', 'i/c.test.ts', 'i/d.test.ts'], [], 85],
    ]);
    // A lane's stacks: only for the kinds it runs.
    expect(lanes.map((lane) => lane.wallSeconds)).toEqual([95 + 50, 85 + 60]);
  });

  it('runs a file the durations do not know, at the median of its kind, and says so', () => {
    const lanes = assignLanes({
      integration: [...integration, 'i/new.test.ts'],
      e2e: [
        { file: 'e/x.spec.ts', projects: both },
        { file: 'e/new.spec.ts', projects: both },
        { file: 'e/new-admin.spec.ts', projects: ['desktop'] },
      ],
      durations,
      lanes: 2,
    });
    expect(allFiles(lanes)).toEqual(expect.arrayContaining(['i/new.test.ts', 'e/new.spec.ts', 'e/new-admin.spec.ts']));
    expect(lanes.flatMap((lane) => lane.estimated).sort()).toEqual([
      'e/new-admin.spec.ts',
      'e/new.spec.ts',
      'i/new.test.ts',
    ]);
    const costs = fileCosts({
      integration: ['i/new.test.ts'],
      e2e: [
        { file: 'e/new.spec.ts', projects: both },
        { file: 'e/new-admin.spec.ts', projects: ['desktop'] },
        { file: 'e/x.spec.ts', projects: ['desktop'] },
      ],
      durations,
    });
    // Integration median of 40, 30, 10, 5: 20. Desktop median of 50 and 25; mobile's, of 20. A
    // known spec the phone no longer runs costs its desktop seconds only.
    expect(costs.map((cost) => cost.seconds)).toEqual([20, 37.5 + 20, 37.5, 50]);
  });

  it('runs every file without any durations at all, one second each', () => {
    const lanes = assignLanes({
      integration: ['i/1.test.ts', 'i/2.test.ts', 'i/3.test.ts'],
      e2e: [{ file: 'e/1.spec.ts', projects: both }],
      durations: {},
      lanes: 2,
    });
    expect(allFiles(lanes).sort()).toEqual(['e/1.spec.ts', 'i/1.test.ts', 'i/2.test.ts', 'i/3.test.ts']);
    expect(lanes.map((lane) => lane.seconds)).toEqual([3, 2]);
  });

  it('gives a lane that starts later less to do', () => {
    const lanes = assignLanes({
      integration: ['i/a.test.ts', 'i/b.test.ts'],
      e2e: [],
      durations: { integration: { 'i/a.test.ts': 10, 'i/b.test.ts': 10 }, overhead: { laterLanes: 15 } },
      lanes: 2,
    });
    expect(lanes.map((lane) => lane.integration)).toEqual([['i/a.test.ts', 'i/b.test.ts'], []]);
    expect(lanes.map((lane) => lane.wallSeconds)).toEqual([20, 15]);
  });

  it('puts everything in one lane, and leaves extra lanes empty', () => {
    const one = assignLanes({ integration, e2e: [], durations, lanes: 1 });
    expect(one[0].integration).toEqual(integration);
    const many = assignLanes({ integration: ['i/a.test.ts'], e2e: [], durations, lanes: 3 });
    expect(many.map((lane) => lane.integration.length)).toEqual([1, 0, 0]);
    expect(many[1].wallSeconds).toBe(0);
  });
});

describe('testFiles', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'lanes-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const touch = (file: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '');
  };

  it('finds a file in neither list of the durations, and a lane runs it', () => {
    for (const file of [
      'tests/integration/known.test.ts',
      'tests/integration/brand-new.test.ts',
      'tests/integration/deeper/nested.test.ts',
      'tests/integration/helpers.ts',
      'tests/e2e/known.spec.ts',
      'tests/e2e/brand-new.spec.ts',
      'tests/e2e/admin-settings.spec.ts',
      'tests/e2e/admin-sign-in.setup.ts',
      'tests/e2e/fixtures.ts',
    ])
      touch(file);
    const files = testFiles(root);
    expect(files.integration).toEqual([
      'tests/integration/brand-new.test.ts',
      'tests/integration/deeper/nested.test.ts',
      'tests/integration/known.test.ts',
    ]);
    // The setup project's file runs in every lane by itself; the phone leaves the admin's settings.
    expect(files.e2e).toEqual([
      { file: 'tests/e2e/admin-settings.spec.ts', projects: ['desktop'] },
      { file: 'tests/e2e/brand-new.spec.ts', projects: both },
      { file: 'tests/e2e/known.spec.ts', projects: both },
    ]);
    const lanes = assignLanes({
      ...files,
      durations: {
        integration: { 'tests/integration/known.test.ts': 100 },
        e2e: { 'tests/e2e/known.spec.ts': { desktop: 100, mobile: 50 } },
      },
      lanes: 2,
    });
    expect(allFiles(lanes).sort()).toEqual([...files.integration, ...files.e2e.map(({ file }) => file)].sort());
  });

  it('lists this repository as the runners do, every file once', () => {
    const files = testFiles(path.resolve(import.meta.dirname, '../..'));
    expect(files.integration).toContain('tests/integration/auth-matrix.test.ts');
    expect(files.e2e.map(({ file }) => file)).toContain('tests/e2e/home-page.spec.ts');
    expect(files.e2e.find(({ file }) => file === 'tests/e2e/csp-nonce.spec.ts')?.projects).toEqual(['desktop']);
    expect(MOBILE_IGNORE.test('tests/e2e/admin-team.spec.ts')).toBe(true);
  });
});

describe('parseCiLog', () => {
  const log = [
    '\u001b[32m✓\u001b[39m  unit  tests/unit/format.test.ts (7 tests) 19ms',
    '[1]  \u001b[32m✓\u001b[39m \u001b[30m\u001b[46m integration \u001b[49m\u001b[39m tests/integration/a.test.ts \u001b[2m(11 tests)\u001b[22m\u001b[33m 13343ms\u001b[39m',
    '[1]      ✓ a slow test inside it  913ms',
    '[1]     Start at  22:43:31',
    '[2]     Start at  22:43:45',
    '[2]  ❯  integration  tests/integration/b.test.ts (3 tests | 1 failed) 2000ms',
    '[2]   ✓   1 [setup] › tests/e2e/admin-sign-in.setup.ts:5:1 › sign the admin in (250ms)',
    '[2]   ✓   2 [desktop] › tests/e2e/x.spec.ts:31:1 › one (7.3s)',
    '[2]   ✘   3 [desktop] › x.spec.ts:54:1 › two @any-width (700ms)',
    '[1]   ✓   4 [mobile] › tests/e2e/x.spec.ts:31:1 › one (1.5m)',
    'Timings:',
    '  integration tests (lane 2/2)             12.0 s',
    '  integration tests (lane 1/2)             23.3 s',
    '  e2e tests (lane 2/2)                     28.0 s',
    '  e2e tests (lane 1/2)                     100.0 s',
  ].join('\n');

  it('reads each file’s seconds, per project for the specs, and the lanes’ overheads', () => {
    expect(parseCiLog(log)).toEqual({
      integration: { 'tests/integration/a.test.ts': 13.3, 'tests/integration/b.test.ts': 2 },
      e2e: { 'tests/e2e/x.spec.ts': { desktop: 8, mobile: 90 } },
      // integration: (23.3 - 13.3 + 12 - 2) / 2; e2e: (100 - 90 + 28 - 8) / 2.
      overhead: { integration: 10, e2e: 15, laterLanes: 14 },
      ci: {},
    });
  });

  it('reads what .ci/run spent outside the lanes step when its last line is there', () => {
    const ciLog = `${log}\n  integration and e2e tests, 2 lane(s) side by side  990.4 s\nCI done in 1329 s`;
    expect(parseCiLog(ciLog).ci).toEqual({ outsideLanes: 338.6 });
  });
});

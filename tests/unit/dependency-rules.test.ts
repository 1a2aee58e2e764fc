import { createRequire } from 'node:module';
import path from 'node:path';

import { cruise, type ICruiseOptions, type IViolation } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// The project's own rules (.dependency-cruiser.cjs, run by `npm run lint`) on small trees made to
// break them: each kind of violation must be reported under its rule's name, and a clean tree pass.
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs');
const fixtures = path.resolve(import.meta.dirname, '../fixtures/depcruise');

async function violationsOf(tree: string): Promise<IViolation[]> {
  const options: ICruiseOptions = {
    ...config.options,
    tsConfig: undefined,
    exclude: undefined,
    baseDir: path.join(fixtures, tree),
    ruleSet: { forbidden: config.forbidden },
    validate: true,
  };
  const { output } = await cruise(['lib'], options);
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return output.summary.violations;
}

const found = (violations: IViolation[], rule: string, from: string) =>
  violations.some((violation) => violation.rule.name === rule && violation.from === from);

describe('the dependency rules', () => {
  it('report a deep import, an import against the order and a type-only circle by rule', async () => {
    const violations = await violationsOf('bad');
    expect(found(violations, 'no-deep-import', 'lib/services/leads/writes.ts')).toBe(true);
    expect(found(violations, 'module-order', 'lib/services/activity/replay.ts')).toBe(true);
    expect(found(violations, 'layer-order', 'lib/domain/label.ts')).toBe(true);
    expect(
      violations.some(
        (violation) =>
          violation.rule.name === 'no-circular' &&
          ['lib/domain/lead.ts', 'lib/domain/owner.ts'].includes(violation.from),
      ),
    ).toBe(true);
  });

  it('pass a tree that keeps them', async () => {
    expect(await violationsOf('clean')).toEqual([]);
  });
});

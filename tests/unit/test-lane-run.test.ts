import { describe, expect, it } from 'vitest';

import { runLane } from '../../scripts/lib/lane.mjs';

// A lane of `npm test` (scripts/lib/lane.mjs) with stand-ins for its stacks and runners: what
// happens in which order.

function recorder() {
  const events: string[] = [];
  const phase = (kind: string, { exit = 0, startFails = false, runThrows = false } = {}) => ({
    prepare: () => events.push(`${kind} prepare`),
    start: async () => {
      events.push(`${kind} stack starting`);
      await Promise.resolve();
      if (startFails) throw new Error(`${kind} stack refused`);
      events.push(`${kind} stack up`);
      return { stop: async () => void events.push(`${kind} stack stopped`) };
    },
    run: async () => {
      events.push(`${kind} tests start`);
      // Long enough for a stack started meanwhile to come up.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (runThrows) throw new Error(`${kind} runner crashed`);
      events.push(`${kind} tests end`);
      return exit;
    },
  });
  return { events, phase };
}

describe('runLane', () => {
  it('starts the e2e stack once the integration stack is up, while the integration tests run', async () => {
    const { events, phase } = recorder();
    const timings: string[] = [];
    const failures = await runLane({
      name: 'lane 1/2',
      integration: phase('integration'),
      e2e: phase('e2e'),
      onTiming: (kind: string) => timings.push(kind),
    });
    expect(failures).toEqual([]);
    expect(events).toEqual([
      'integration prepare',
      'integration stack starting',
      'integration stack up',
      'e2e prepare',
      'e2e stack starting',
      'integration tests start',
      'e2e stack up',
      'integration tests end',
      'integration stack stopped',
      'e2e tests start',
      'e2e tests end',
      'e2e stack stopped',
    ]);
    expect(timings).toEqual(['integration', 'e2e']);
  });

  it('reports each failure, still runs the e2e tests, and stops every stack it started', async () => {
    const { events, phase } = recorder();
    const failures = await runLane({
      name: 'lane 2/2',
      integration: phase('integration', { exit: 1 }),
      e2e: phase('e2e', { runThrows: true }),
    });
    expect(failures).toEqual(['lane 2/2: integration tests failed (exit 1)', 'lane 2/2: e2e: e2e runner crashed']);
    expect(events.filter((event) => event.endsWith('stopped'))).toEqual([
      'integration stack stopped',
      'e2e stack stopped',
    ]);
  });

  it('says which stack did not start, and runs the other kind', async () => {
    const { events, phase } = recorder();
    const failures = await runLane({
      name: 'tests',
      integration: phase('integration', { startFails: true }),
      e2e: phase('e2e'),
    });
    expect(failures).toEqual(['tests: integration: integration stack refused']);
    expect(events).toContain('e2e tests end');
    expect(events).not.toContain('integration tests start');
  });

  it('skips a kind without files, and starts the other stack on its own', async () => {
    const { events, phase } = recorder();
    expect(await runLane({ name: 'lane 3/3', integration: null, e2e: phase('e2e') })).toEqual([]);
    expect(events).toEqual([
      'e2e prepare',
      'e2e stack starting',
      'e2e stack up',
      'e2e tests start',
      'e2e tests end',
      'e2e stack stopped',
    ]);
    const only = recorder();
    expect(await runLane({ name: 'lane 1/3', integration: only.phase('integration'), e2e: null })).toEqual([]);
    expect(only.events).not.toContain('e2e prepare');
  });
});

// Reads the seconds of each test file out of the log of `npm test` (CI's log), for
// tests/durations.json (scripts/test-durations.mjs). Pure: the log's text in, the figures out.

const ANSI = /\u001b\[[0-9;]*m/g;
/** `[2] ` before a lane's lines when there are several. */
const LANE = /^\[(\d+)\] /;
/** vitest: ` ✓  integration  tests/integration/x.test.ts (12 tests | 1 skipped) 1234ms` (❯ or × if one failed). */
const VITEST_FILE = /^\s*[✓❯×]\s+integration\s+(\S+\.test\.ts)\s+\([^)]*\)\s+(\d+(?:\.\d+)?)ms\s*$/;
/** Playwright's list reporter: `  ✓  12 [desktop] › tests/e2e/x.spec.ts:31:1 › title (7.3s)` (✘ if it failed). */
const PLAYWRIGHT_TEST = /^\s*[✓✘]\s+\d+\s+\[([^\]]+)\] › ([^:]+):\d+:\d+ › .* \((\d+(?:\.\d+)?)(ms|s|m|h)\)\s*$/;
/** vitest's summary: `   Start at  22:43:31`, when a lane's integration files began. */
const STARTED = /^\s*Start at\s+(\d\d):(\d\d):(\d\d)\s*$/;
/** The Timings block: `  integration tests (lane 1/2)   384.0 s`, or `(tests)` with one lane. */
const TIMING = /^\s*(integration|e2e) tests \((?:lane (\d+)\/\d+|tests)\)\s+(\d+(?:\.\d+)?) s\s*$/;
/** The Timings block's line of the lanes step: `  integration and e2e tests, 2 lane(s) side by side   990.0 s`. */
const LANES_STEP = /^\s*integration and e2e tests, \d+ lane\(s\) side by side\s+(\d+(?:\.\d+)?) s\s*$/;
/** `.ci/run`'s last line. */
const CI_DONE = /^CI done in (\d+) s\s*$/;

const UNIT = { ms: 0.001, s: 1, m: 60, h: 3600 };
const round = (seconds) => Math.round(seconds * 10) / 10;

/**
 * Seconds per integration file, per e2e spec and project, and each kind's overhead per lane (the
 * lane's time on the clock less its tests' seconds: its stack's start, the runner's own start, the
 * files' imports), averaged over the lanes; `laterLanes`: how much later than lane 1 the other
 * lanes began their tests. The setup project runs in every lane: not a file to share. `ci`: with
 * `.ci/run`'s log, its seconds outside the lanes step (install, build, typecheck, lint and unit, the
 * start smokes), for the prediction of the whole run against its budget.
 * @param {string} text
 * @param {{ e2eDir?: string }} [options]
 */
export function parseCiLog(text, { e2eDir = 'tests/e2e' } = {}) {
  const integration = {};
  const e2e = {};
  /** @type {Record<string, Map<string, number>>} tests' seconds per kind and lane */
  const tests = { integration: new Map(), e2e: new Map() };
  /** @type {Record<string, Map<string, number>>} */
  const walls = { integration: new Map(), e2e: new Map() };
  /** @type {Map<string, number>} second of the day each lane's integration tests started */
  const starts = new Map();
  let lanesStep = null;
  let ciDone = null;
  const add = (map, key, seconds) => map.set(key, (map.get(key) ?? 0) + seconds);
  for (const raw of text.split('\n')) {
    let line = raw.replace(ANSI, '');
    const lane = LANE.exec(line)?.[1] ?? '1';
    line = line.replace(LANE, '');
    const vitest = VITEST_FILE.exec(line);
    if (vitest) {
      const seconds = Number(vitest[2]) / 1000;
      integration[vitest[1]] = round(seconds);
      add(tests.integration, lane, seconds);
      continue;
    }
    const playwright = PLAYWRIGHT_TEST.exec(line);
    if (playwright) {
      const [, project, printed, value, unit] = playwright;
      if (project === 'setup') continue;
      // Playwright prints the spec's path from the folder it was started in, or from its testDir.
      const file = printed.startsWith(`${e2eDir}/`) ? printed : `${e2eDir}/${printed}`;
      const seconds = Number(value) * UNIT[unit];
      e2e[file] ??= {};
      e2e[file][project] = (e2e[file][project] ?? 0) + seconds;
      add(tests.e2e, lane, seconds);
      continue;
    }
    const started = LANE.test(raw.replace(ANSI, '')) && STARTED.exec(line);
    if (started && !starts.has(lane))
      starts.set(lane, Number(started[1]) * 3600 + Number(started[2]) * 60 + Number(started[3]));
    const timing = TIMING.exec(line);
    if (timing) walls[timing[1]].set(timing[2] ?? '1', Number(timing[3]));
    lanesStep = Number(LANES_STEP.exec(line)?.[1] ?? lanesStep);
    ciDone = Number(CI_DONE.exec(line)?.[1] ?? ciDone);
  }
  for (const seconds of Object.values(e2e)) for (const project in seconds) seconds[project] = round(seconds[project]);
  const overhead = {};
  for (const kind of ['integration', 'e2e']) {
    const lanes = [...walls[kind]].filter(([lane]) => tests[kind].has(lane));
    if (lanes.length)
      overhead[kind] = round(lanes.reduce((sum, [lane, wall]) => sum + wall - tests[kind].get(lane), 0) / lanes.length);
  }
  // The lanes after the first wait for its first stack (it renders the demo photos they copy).
  const later = [...starts].filter(([lane]) => lane !== '1' && starts.has('1'));
  if (later.length)
    overhead.laterLanes = round(later.reduce((sum, [, start]) => sum + start - starts.get('1'), 0) / later.length);
  const ci = lanesStep && ciDone ? { outsideLanes: round(ciDone - lanesStep) } : {};
  return { integration, e2e, overhead, ci };
}

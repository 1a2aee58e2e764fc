// The lanes of `npm test` (scripts/test.mjs): which integration files and e2e specs each lane runs,
// balanced by the seconds each took in a CI run (tests/durations.json, refreshed by
// scripts/test-durations.mjs). Pure: the files and the durations come in, the lanes go out.

/** @typedef {{ file: string, projects: string[] }} Spec a spec and the projects that run it */

/**
 * @typedef {{
 *   integration?: Record<string, number>,
 *   e2e?: Record<string, Record<string, number>>,
 *   overhead?: { integration?: number, e2e?: number, laterLanes?: number },
 * }} Durations
 * `integration`: seconds per file; `e2e`: seconds per spec and project (desktop, mobile);
 * `overhead`: seconds a lane spends around its tests of each kind (its stack, the runner's start),
 * and how much later than lane 1 the other lanes start (they wait for its first stack).
 */

/**
 * @typedef {{
 *   lane: number, integration: string[], e2e: string[], integrationSeconds: number, e2eSeconds: number,
 *   seconds: number, startSeconds: number, wallSeconds: number, estimated: string[],
 * }} Lane
 * `seconds`: its tests'; `startSeconds`: when it starts them; `wallSeconds`: when it should end, with
 * its stacks; `estimated`: its files the durations did not know.
 */

/** The median of `values`, or `fallback` when there are none. */
export function median(values, fallback = 1) {
  if (values.length === 0) return fallback;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The seconds of each file, known or estimated. A file the durations do not know (a new one) costs
 * the median of its kind: the median integration file; for a spec, per project it runs in, the
 * median of that project's specs. A known spec costs what it took in the projects it runs in now
 * (a project it did not run in, such as a spec whose tests are all @any-width on mobile, costs 0).
 * @param {{ integration: string[], e2e: Spec[], durations: Durations }} input
 */
export function fileCosts({ integration, e2e, durations }) {
  const known = durations.integration ?? {};
  const specs = durations.e2e ?? {};
  const integrationMedian = median(Object.values(known));
  const projectMedian = new Map();
  const medianOf = (project) => {
    if (!projectMedian.has(project))
      projectMedian.set(
        project,
        median(Object.values(specs).flatMap((seconds) => (project in seconds ? [seconds[project]] : []))),
      );
    return projectMedian.get(project);
  };
  const costs = [];
  for (const file of integration) {
    const seconds = known[file];
    costs.push({ kind: 'integration', file, seconds: seconds ?? integrationMedian, estimated: seconds === undefined });
  }
  for (const { file, projects } of e2e) {
    const seconds = specs[file];
    const cost = projects.reduce((sum, project) => sum + (seconds ? (seconds[project] ?? 0) : medianOf(project)), 0);
    costs.push({ kind: 'e2e', file, seconds: cost, estimated: seconds === undefined });
  }
  return costs;
}

/**
 * Splits the files into `lanes` lanes, longest first, each to the lane with the least so far (LPT),
 * balancing each lane's integration and e2e seconds together: a lane runs its integration files,
 * then its specs, so that sum is its critical path. Every file lands in exactly one lane.
 * @param {{ integration: string[], e2e: Spec[], durations: Durations, lanes: number }} input
 */
export function assignLanes({ integration, e2e, durations, lanes }) {
  const count = Math.max(1, Math.floor(lanes));
  const overhead = durations.overhead ?? {};
  /** @type {Lane[]} */
  const result = Array.from({ length: count }, (_, i) => ({
    lane: i + 1,
    integration: [],
    e2e: [],
    integrationSeconds: 0,
    e2eSeconds: 0,
    seconds: 0,
    /** When the lane starts its tests, after lane 1's: a later lane gets that much less to do. */
    startSeconds: i === 0 ? 0 : (overhead.laterLanes ?? 0),
    wallSeconds: 0,
    estimated: [],
  }));
  // Longest first; ties by name, so the same inputs always give the same lanes.
  const costs = fileCosts({ integration, e2e, durations }).sort(
    (a, b) => b.seconds - a.seconds || a.kind.localeCompare(b.kind) || a.file.localeCompare(b.file),
  );
  for (const cost of costs) {
    const end = (lane) => lane.startSeconds + lane.seconds;
    const lane = result.reduce((least, candidate) => (end(candidate) < end(least) ? candidate : least));
    lane[cost.kind].push(cost.file);
    lane[`${cost.kind}Seconds`] += cost.seconds;
    lane.seconds += cost.seconds;
    if (cost.estimated) lane.estimated.push(cost.file);
  }
  for (const lane of result) {
    lane.integration.sort();
    lane.e2e.sort();
    // When the lane should end on the clock: its start, its tests, plus its stacks and runners'
    // start for each kind it runs.
    lane.wallSeconds =
      lane.startSeconds +
      lane.seconds +
      (lane.integration.length ? (overhead.integration ?? 0) : 0) +
      (lane.e2e.length ? (overhead.e2e ?? 0) : 0);
  }
  return result;
}

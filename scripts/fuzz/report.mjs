// Reads schemathesis' JSON run report (`--report json`) into the figures `npm run fuzz` prints.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The figures of one run, from the JSON report schemathesis wrote into `dir`. */
export function readRun(dir) {
  const file = readdirSync(dir).find((name) => name.startsWith('json-') && name.endsWith('.json'));
  if (!file) throw new Error(`schemathesis wrote no JSON report in ${dir}`);
  const text = readFileSync(path.join(dir, file), 'utf8');
  const report = JSON.parse(text);
  return {
    operations: report.operations.tested,
    generated: report.test_cases.generated,
    failures: report.failures.map((f) => ({ code: f.code, title: f.title, count: f.count, operations: f.operations })),
    errors: report.errors.length,
    seconds: report.running_time,
    seed: /"seed":\s*(\d+)/.exec(text)?.[1] ?? String(report.seed), // JSON.parse rounds a 128-bit seed
    exitCode: report.exit_code,
    // missing_auth in the anonymous run is the point: admin operations answer it 401.
    warnings: Object.entries(report.warnings ?? {})
      .filter(([, ops]) => ops.length > 0)
      .map(([name, ops]) => `${name} (${ops.length}): ${ops.slice(0, 4).join(', ')}${ops.length > 4 ? ', ...' : ''}`),
  };
}

/** A plain-text table of the runs and their failures by category. */
export function formatSummary(runs) {
  const lines = ['', 'Fuzzing summary (schemathesis)', ''];
  for (const { name, figures: f } of runs) {
    const failed = f.failures.reduce((n, x) => n + x.count, 0);
    lines.push(
      `${name}: ${f.operations} operations, ${f.generated} test cases, ${failed} failures, ${f.errors} errors, ${f.seconds.toFixed(0)} s (seed ${f.seed})`,
    );
    for (const x of f.failures)
      lines.push(
        `  ${x.code} ${x.title}: ${x.count} (${x.operations.slice(0, 6).join(', ')}${x.operations.length > 6 ? ', ...' : ''})`,
      );
    for (const w of f.warnings) lines.push(`  warning ${w}`);
  }
  return lines.join('\n');
}

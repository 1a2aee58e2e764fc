// Which files are integration tests and which are e2e specs, in one place: vitest.config.ts and
// playwright.config.ts select their files with these patterns, and `npm test` lists the same files
// from disk to share them among its lanes (lanes.mjs), so a new file is in a lane the day it lands.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** vitest's integration project: every `*.test.ts` under the folder. */
export const INTEGRATION_DIR = 'tests/integration';
export const INTEGRATION_FILE = /\.test\.ts$/;
export const INTEGRATION_INCLUDE = `${INTEGRATION_DIR}/**/*.test.ts`;

/** Playwright: its test folder, the specs (Playwright's own default match) and the setup project's. */
export const E2E_DIR = 'tests/e2e';
export const E2E_SPEC = /\.(spec|test)\.[cm]?[jt]sx?$/;
export const E2E_SETUP = /\.setup\.ts$/;

/**
 * What the phone project leaves to the desktop run (CI time): the panel's workflows whose layout
 * does not change on a phone (only the panel's shell, its news and property rows have markup of
 * their own there: admin-dashboard and admin-properties-list keep those), and the response
 * headers and error screens. Its tests tagged
 * @any-width are left out by the config's grepInvert.
 */
export const MOBILE_IGNORE =
  /(admin-(agenda|leads|locations|news|settings|team|property-form)|integrations|import|csp-nonce|database-down)\.spec\.ts$/;

/** The projects that run a spec: every spec runs on desktop; on mobile unless MOBILE_IGNORE says not. */
export const e2eProjects = (file) => (MOBILE_IGNORE.test(file) ? ['desktop'] : ['desktop', 'mobile']);

/** Files under `dir` (relative to `root`, posix separators, sorted) whose name matches `pattern`. */
export function listFiles(root, dir, pattern) {
  const found = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(child);
      } else if (pattern.test(entry.name)) found.push(child);
    }
  };
  walk(dir);
  return found.sort();
}

/** The integration files and the e2e specs (with their projects) as the runners would find them. */
export function testFiles(root) {
  return {
    integration: listFiles(root, INTEGRATION_DIR, INTEGRATION_FILE),
    e2e: listFiles(root, E2E_DIR, E2E_SPEC)
      .filter((file) => !E2E_SETUP.test(file))
      .map((file) => ({ file, projects: e2eProjects(file) })),
  };
}

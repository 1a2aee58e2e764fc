import path from 'node:path';

import { defineConfig } from 'vitest/config';

import { INTEGRATION_INCLUDE } from './scripts/lib/test-files.mjs';

const alias = {
  '@': path.resolve(import.meta.dirname),
  // `server-only` throws outside React's server build; under vitest it is a no-op.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/server-only.ts'),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // npm test and npm run check run these beside tsc and ESLint on two cores: a test of 1 s
          // alone can take several there, which is load, not a failure.
          testTimeout: 20_000,
          // Pure functions need no fresh module graph per file: sharing one cuts the run from about
          // 40 s to 10 s of CPU (the imports of zod, mongoose's schemas and the seed data, once).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          // The same pattern `npm test` shares among its lanes (scripts/lib/test-files.mjs).
          include: [INTEGRATION_INCLUDE],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One server and database for all files; run files one after another.
          fileParallelism: false,
          // One module graph for a lane's files, as for the unit tests: mongoose, zod and the models
          // load once instead of once per file (measured: 34 s less CPU over 56 files). A module
          // is evaluated once for all files, so a file that changes process.env or globalThis puts
          // it back in afterAll, and one that mocks a module resets the graph first (vi.hoisted).
          isolate: false,
        },
      },
    ],
  },
});

#!/usr/bin/env node
// `npm run stack`: the test stack `npm test` uses (fresh FerretDB, seeded, `next start` from the
// last build), kept running so that one area's integration or e2e tests can be run against it
// again and again without paying for a stack each time. Prints the variables both runners read.
import { E2E_APP_ENV, startStack } from './lib/stack.mjs';

// `-- --e2e`: the e2e stack (npm test starts one per phase), whose app allows loopback webhooks.
const stack = await startStack({ appEnv: process.argv.includes('--e2e') ? E2E_APP_ENV : {} });
const vars = { TEST_BASE_URL: stack.baseURL, TEST_MONGODB_URI: stack.mongoUri, TEST_APP_LOG: stack.logFile };
console.log(
  [
    '',
    'Test stack running. In another shell:',
    `  export ${Object.entries(vars)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ')}`,
    '  npx vitest run --project integration tests/integration/news-   # one area of the integration tests',
    '  npx playwright test news-pages --project desktop                  # one area of the e2e tests',
    'Ctrl+C stops it (the database is thrown away).',
  ].join('\n'),
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  });
}

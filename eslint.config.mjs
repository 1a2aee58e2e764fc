import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Prettier wraps code at 120; what it cannot wrap (long strings, URLs, regexes) may pass.
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Paths that no layer may import, checked on resolved paths (`@/` through tsconfig.json, as
    // relative imports): domain and validation are shared with the browser and the models, so they
    // import no server code; services throw domain errors (lib/domain/errors.ts) and lib/api alone
    // turns them into HTTP answers. Circles, the module order and deep imports into a module are
    // dependency-cruiser's (.dependency-cruiser.cjs, `npm run lint:deps`): it sees type-only and
    // side-effect imports, which import-x's no-cycle skipped.
    files: ['lib/**/*.{ts,tsx,mts}', 'components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'models/**/*.ts', 'proxy.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x parses no .ts file, and no-cycle sees no import at all.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./lib/domain', './lib/validation'],
              from: ['./lib/services', './lib/db', './lib/api', './models'],
              message: 'lib/domain and lib/validation hold no server code (docs/architecture.md).',
            },
            {
              target: './lib/domain',
              from: './lib/validation',
              message: 'lib/validation builds on lib/domain, not the other way round.',
            },
            {
              target: ['./lib/services', './lib/db', './lib/cache', './models'],
              from: './lib/api',
              message: 'Only the HTTP layer imports lib/api: throw a domain error from lib/domain/errors.ts.',
            },
            {
              target: [
                './app/(site)',
                './app/(auth)',
                './app/feeds',
                './app/sitemap.ts',
                './app/robots.ts',
                './lib/seo',
                './lib/services/catalogue',
              ],
              from: ['./models/owner.ts', './lib/services/owners'],
              message:
                'Owners are staff-only personal data (Ley 1581): no public page, feed or sitemap reads them (docs/owners.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/domain/**', 'lib/validation/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['next', 'mongoose', 'server-only'].map((name) => ({
            name,
            message: 'lib/domain and lib/validation hold no server code (docs/architecture.md).',
          })),
          patterns: [
            {
              group: ['next/*', 'mongoose/*'],
              message: 'lib/domain and lib/validation hold no server code (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'node_modules/**',
    '.data/**',
    'storage/**',
    'bin/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    // Trees that break the dependency rules on purpose (tests/unit/dependency-rules.test.ts).
    'tests/fixtures/depcruise/**',
  ]),
]);

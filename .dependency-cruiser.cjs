// The dependency order of docs/architecture.md#modules-and-layers, checked by `npm run lint`
// (dependency-cruiser sees every import: type-only, side-effect and dynamic ones too).
//
// Layers, lowest first: a file may import its own layer and the ones below, never one above.
// The service modules (lib/services/<module>/) sit in the `services` layer, in tiers of their own.

const LAYERS = [
  {
    name: 'pure',
    path: [
      '^lib/domain/',
      '^lib/(text|format|listing-url|analytics|appearance|featured|home-search|plan-prefill|share-links|whatsapp)\\.ts$',
      '^lib/maps/',
      '^lib/fonts/',
    ],
  },
  { name: 'validation', path: ['^lib/validation/'] },
  {
    name: 'infrastructure',
    path: [
      '^models/',
      '^lib/(env|mail|csv|csv-read|shutdown|startup-check)\\.ts$',
      '^lib/(redis|db|cache|page-cache|storage|uploads|security|feeds)/',
      // The public origin: configuration that services read (the rest of lib/seo sits above them).
      '^lib/seo/site\\.ts$',
    ],
  },
  { name: 'services', path: ['^lib/services/'] },
  { name: 'session and pages', path: ['^lib/auth/', '^lib/seo/(?!site\\.ts$)'] },
  { name: 'openapi', path: ['^lib/openapi/'] },
  { name: 'http', path: ['^lib/api/'] },
];

// Tiers of lib/services, lowest first: a module uses modules of lower tiers only, through their
// index.ts. `delivery` holds the outbox's kind→deliverer map (above outbox and webhooks).
const TIERS = [
  ['activity', 'catalogue', 'idempotency', 'outbox'],
  ['alerts', 'api-keys', 'health', 'locations', 'news', 'settings', 'webhooks'],
  ['financing', 'users'],
  ['account', 'demands', 'mandates'],
  ['owners', 'properties'],
  ['cruces', 'feeds', 'ficha', 'imports', 'market', 'rentals'],
  ['delivery', 'leads', 'reports', 'share-cards'],
  ['jobs'],
];

const any = (paths) => `(${paths.join('|')})`;
const moduleRe = (names) => `^lib/services/(${names.join('|')})/`;

const layerRules = LAYERS.slice(0, -1).map((layer, i) => ({
  name: 'layer-order',
  comment: `${layer.name} imports nothing from a layer above it (docs/architecture.md#modules-and-layers)`,
  severity: 'error',
  from: { path: any(layer.path) },
  to: { path: any(LAYERS.slice(i + 1).flatMap((above) => above.path)), pathNot: any(layer.path) },
}));

const moduleRules = TIERS.flatMap((tier, t) =>
  tier.map((name) => ({
    name: 'module-order',
    comment: `${name} uses only modules of lower tiers (docs/architecture.md#modules-and-layers)`,
    severity: 'error',
    from: { path: `^lib/services/${name}/` },
    to: {
      path: moduleRe(
        TIERS.slice(t)
          .flat()
          .filter((other) => other !== name),
      ),
    },
  })),
);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No circle of files, type-only and side-effect imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-deep-import',
      comment: 'Another module is used through its index.ts only: what is inside it is private to it.',
      severity: 'error',
      from: { path: '^(?!lib/services/)' },
      to: { path: '^lib/services/[^/]+/', pathNot: '^lib/services/[^/]+/index\\.ts$' },
    },
    {
      name: 'no-deep-import',
      comment: 'Another module is used through its index.ts only: what is inside it is private to it.',
      severity: 'error',
      from: { path: '^lib/services/([^/]+)/' },
      to: {
        path: '^lib/services/[^/]+/',
        pathNot: ['^lib/services/$1/', '^lib/services/[^/]+/index\\.ts$'],
      },
    },
    ...layerRules,
    ...moduleRules,
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|tests/|\\.next/)' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    skipAnalysisNotInRules: true,
    cache: false,
  },
};

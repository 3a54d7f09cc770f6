/**
 * The boundaries `npm run check` enforces (docs/decisions/0007-boundaries.md explains them and
 * how a new feature fits in). Paths are resolved, so a relative import cannot slip past.
 */
const notTests = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'common-imports-only-zod',
      comment: 'src/common is isomorphic: it imports only zod and itself.',
      severity: 'error',
      from: { path: '^src/common/', pathNot: notTests },
      to: { pathNot: ['^src/common/', '^node_modules/zod/', '^node_modules/@zod/'] },
    },
    {
      name: 'client-never-imports-server',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-never-imports-client',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'client-features-are-isolated',
      comment: 'A client feature uses another only through lib/ (shared state) or components/ (shared UI).',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/([^/]+)/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'server-features-are-isolated',
      comment: 'A server feature uses another only through lib/ (access, mailer, signals…).',
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/' },
      to: { path: '^src/server/features/([^/]+)/', pathNot: '^src/server/features/$1/' },
    },
    {
      name: 'client-components-know-no-feature',
      severity: 'error',
      from: { path: '^src/client/components/' },
      to: { path: '^src/client/(features|pages|app)/' },
    },
    {
      name: 'client-lib-knows-no-feature',
      severity: 'error',
      from: { path: '^src/client/lib/' },
      to: { path: '^src/client/(features|pages|app|components)/' },
    },
    {
      name: 'features-do-not-import-pages-or-app',
      severity: 'error',
      from: { path: '^src/client/features/', pathNot: notTests },
      to: { path: '^src/client/(pages|app)/' },
    },
    {
      name: 'server-lib-and-plugins-know-no-feature',
      severity: 'error',
      from: { path: '^src/server/(lib|plugins|db)/', pathNot: notTests },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/server/db/migrations'] },
    tsConfig: { fileName: 'tsconfig.json' },
    // TypeScript 7 has no compiler API for dependency-cruiser: babel reads TS and TSX for it,
    // keeping type-only imports (scripts/boundaries/keep-type-imports.cjs). Files are named one
    // by one (scripts/boundaries/check.mjs): without that API it would skip them in folders.
    babelConfig: { fileName: 'scripts/boundaries/babel.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};

// Import rules, checked by `npm run lint` (dependency-cruiser).
const testCode = [
  '\\.(test|testing|fixtures|stand-in)\\.tsx?$',
  '/billing-test-setup\\.tsx$',
  '^apps/api/test/',
  '^apps/web/src/test-utils/',
  '^apps/web/vitest\\.setup\\.ts$',
  '^e2e/',
  '^bench/',
];

/**
 * The API's areas, highest first: an area's code imports only the areas after it. Tables are the
 * schema, one graph whose foreign keys cross areas: any area may read any table.
 */
const apiAreas = ['oms', 'bms', 'cms', 'rms', 'ums', 'fms'];
const apiModule = (areas) => `^apps/api/src/modules/(${areas.join('|')})/`;
const apiAreaRules = apiAreas.slice(1).map((area, i) => ({
  name: `api-${area}-imports-a-higher-area`,
  comment: `API areas import downwards (${apiAreas.join(' > ')}); ${area} may read their tables only.`,
  severity: 'error',
  from: { path: apiModule([area]), pathNot: testCode },
  to: { path: apiModule(apiAreas.slice(0, i + 1)), pathNot: '\\.table\\.ts$' },
}));

module.exports = {
  forbidden: [
    ...apiAreaRules,
    {
      name: 'api-table-imports-code',
      comment: 'A table file is schema: it imports other tables, never queries or services.',
      severity: 'error',
      from: { path: '\\.table\\.ts$' },
      to: { path: '^apps/api/src/modules/', pathNot: '\\.table\\.ts$' },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-imports-another-feature',
      comment:
        'A panel feature is self-contained; what two features share lives in lib/ or components/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-panel-code-imports-a-feature',
      comment:
        "The panel's layers go one way: app/ composes features/, which use components/ and lib/; the shared code knows no feature and no screen.",
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/', pathNot: testCode },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'feature-imports-the-app',
      comment: 'A feature is used by screens and layouts (app/), never the other way round.',
      severity: 'error',
      from: { path: '^apps/web/src/features/', pathNot: testCode },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'apps-import-each-other',
      severity: 'error',
      from: { path: '^apps/(web|api)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'contract-imports-an-app',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'production-imports-tests-or-bench',
      severity: 'error',
      from: { path: '^apps/', pathNot: testCode },
      to: { path: testCode },
    },
    {
      name: 'tests-import-the-seed',
      comment:
        'Tests create the rows they need through the factories (*.testing.ts); only the seed tests itself.',
      severity: 'error',
      from: { path: testCode, pathNot: '^apps/api/src/db/seed/' },
      to: { path: '^apps/api/src/db/seed/' },
    },
    {
      name: 'production-imports-seed',
      comment:
        "Only the seed itself (with the demo's start, db/seed/demo-server.ts) uses the demo data: production's server.ts loads none of it.",
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: [...testCode, '^apps/api/src/db/seed/'] },
      to: { path: '^apps/api/src/db/seed/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};

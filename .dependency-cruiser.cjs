/**
 * The codebase's layering as data (issue #18), checked by `npm test` (scripts/test.sh) and `npm run lint:deps`:
 * no import cycle between files, and the arrows between folders that must only point one way.
 */
const APP = '^(app|components|lib|models|proxy\\.ts|server|scripts)';
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle between files: split the shared part out, or invert the dependency.',
      from: { path: '^(app|components|lib|models|server|scripts|packages|tests|e2e)' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular-folders',
      severity: 'error',
      scope: 'folder',
      comment: 'A cycle between folders (lib/menus -> lib/uploads -> lib/menus): move the shared part down a layer.',
      from: { path: '^(lib|models|server)' },
      to: { circular: true },
    },
    {
      name: 'api-is-the-bottom-layer',
      severity: 'error',
      comment: 'lib/api (errors, envelope, client fetch, request language) sits under everything: it imports only the texts, shared values and the environment.',
      from: { path: '^lib/api/' },
      to: { path: '^(models|lib/(?!api/|i18n|shared|env\\.ts))' },
    },
    {
      name: 'shared-values-import-nothing',
      severity: 'error',
      comment: 'lib/shared holds values shared by models, schemas and domains (codes, limits, names): it imports nothing of the app.',
      from: { path: '^lib/shared' },
      to: { path: '^(app|components|lib/(?!shared)|models|server)' },
    },
    {
      name: 'models-take-only-shared-values',
      severity: 'error',
      comment: 'Models import values from lib/shared only, never a domain or a schema module (those pull in texts and zod).',
      from: { path: '^models' },
      to: { path: '^lib/(?!shared)' },
    },
    {
      name: 'embedded-db-stands-alone',
      severity: 'error',
      comment: 'The embedded MongoDB-compatible server is its own package: it never reaches into the app.',
      from: { path: '^packages/embedded-mongo/src' },
      to: { path: `${APP}|^tests|^e2e` },
    },
    {
      name: 'models-below-screens-and-routes',
      severity: 'error',
      comment: 'Models are below the domain: they never import route handlers, pages or components.',
      from: { path: '^models' },
      to: { path: '^(app|components|server|scripts)' },
    },
    {
      name: 'lib-below-screens-and-routes',
      severity: 'error',
      comment: 'Domain and shared code never import route handlers, pages or components.',
      from: { path: '^lib' },
      to: { path: '^(app|components|server|scripts)' },
    },
    {
      name: 'server-on-top',
      severity: 'error',
      comment: 'The server (server/) wraps Next: pages, routes and components never reach into it.',
      from: { path: '^(app|components|proxy\\.ts)' },
      to: { path: '^server' },
    },
    {
      name: 'browser-code-without-models',
      severity: 'error',
      comment: 'Components run in the browser: they never import Mongoose models.',
      from: { path: '^components' },
      to: { path: '^models', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'product-code-without-tests',
      severity: 'error',
      comment: 'Product code never imports test support (the benchmarks may: they seed like the tests do).',
      from: { path: APP, pathNot: '^scripts/bench-' },
      to: { path: '^(tests|e2e)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|\\.data|test-results|playwright-report)' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports vanish at compile time: they make no cycle and no runtime dependency.
    tsPreCompilationDeps: false,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};

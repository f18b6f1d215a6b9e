/** Layering rules of docs/architecture.md, enforced by `npm run lint`. */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Imports must not form a cycle.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-do-not-import-apps',
      severity: 'error',
      comment: 'A package never depends on an app.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'core-imports-nothing-of-ours',
      severity: 'error',
      comment: '@reef/core holds pure rules: it imports no other package or app of ours.',
      from: { path: '^packages/core/' },
      to: { path: '^(packages/(markdown|client)|apps)/' },
    },
    {
      name: 'core-does-no-io',
      severity: 'error',
      comment: '@reef/core does no I/O: no file system, network, processes or databases.',
      from: { path: '^packages/core/' },
      to: {
        dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: '^(node_modules/zod/)',
      },
    },
    {
      name: 'markdown-imports-only-core',
      severity: 'error',
      from: { path: '^packages/markdown/' },
      to: { path: '^(packages/client|apps)/' },
    },
    {
      name: 'client-imports-only-core',
      severity: 'error',
      from: { path: '^packages/client/' },
      to: { path: '^(packages/markdown|apps)/' },
    },
    {
      name: 'api-does-not-import-web',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^(apps/web|packages/client)/' },
    },
    {
      name: 'web-does-not-import-api',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'web-features-do-not-import-app',
      severity: 'error',
      comment:
        'apps/web runs in layers, app → features → components → lib: a feature never imports a route; what several routes and features share lives in components/ or lib/.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-components-do-not-import-features',
      severity: 'error',
      comment:
        'apps/web components (design system, layout, content) import no feature or route: the app layer hands features to them through props and slots.',
      from: { path: '^apps/web/src/components/' },
      to: { path: '^apps/web/src/(app|features)/' },
    },
    {
      name: 'web-lib-imports-no-ui',
      severity: 'error',
      comment: 'apps/web lib/ and env.ts are the bottom layer: they import no component, feature or route.',
      from: { path: '^apps/web/src/(lib/|env\\.ts$)' },
      to: { path: '^apps/web/src/(app|features|components)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.next|node_modules|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Resolves the web app's `@/…` imports, so the apps/web rules above see them.
    webpackConfig: { fileName: '.dependency-cruiser.resolve.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@reef/source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};

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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.next|node_modules|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@reef/source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};

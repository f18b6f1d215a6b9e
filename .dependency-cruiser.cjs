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
    // Inside apps/api: a folder per resource (resources/<name>/, named after its URL prefix: routes, service,
    // presenter, admin part, tests), on top of platform/ (shared infrastructure and services), db/ at the bottom;
    // jobs/ (workers) and commands/ (seed, re-render) on top, run by app.ts, main.ts and npm scripts.
    {
      name: 'api-resources-meet-through-their-index',
      severity: 'error',
      comment:
        'A resource uses another only through the index.ts of its folder (what it offers to others); its routes, service, presenter, admin part and tests are its own. The admin registry alone takes each admin part.',
      from: {
        path: '^apps/api/src/resources/([^/]+)/',
        pathNot: '^apps/api/src/resources/admin/registry\\.ts$',
      },
      to: {
        path: '^apps/api/src/resources/[^/]+/',
        pathNot: ['^apps/api/src/resources/$1/', '^apps/api/src/resources/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-platform-imports-no-resource',
      severity: 'error',
      comment: 'platform/ holds what every resource shares; it imports no resource, job, command or the app.',
      from: { path: '^apps/api/src/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/src/((resources|jobs|commands)/|(app|main)\\.ts$)' },
    },
    {
      name: 'api-routes-reach-tables-through-services',
      severity: 'error',
      comment:
        'A route file reads and writes through a service, never a table (the database handle type is fine).',
      from: { path: '^apps/api/src/resources/[^/]+/[a-z0-9-]*routes\\.ts$' },
      to: { path: '^apps/api/src/db/schema/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-routes-do-not-import-routes',
      severity: 'error',
      comment: 'A route file shares code through a service or presenter, not through another route file.',
      from: { path: '^apps/api/src/resources/[^/]+/[a-z0-9-]*routes\\.ts$' },
      to: { path: '^apps/api/src/resources/[^/]+/[a-z0-9-]*routes\\.ts$' },
    },
    {
      name: 'api-db-imports-no-layer-above',
      severity: 'error',
      comment: 'The schema and the database client know nothing of the layers that use them.',
      from: { path: '^apps/api/src/db/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/api/src/((commands|resources|jobs|platform/(services|admin|auth|policies|mail|http))/|(app|main|types)\\.ts$)',
      },
    },
    {
      name: 'api-lib-imports-no-layer-above',
      severity: 'error',
      comment:
        'platform/lib holds helpers every layer uses; it imports only the database client, env and errors.',
      from: { path: '^apps/api/src/platform/lib/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/api/src/((commands|resources|jobs|platform/(services|admin|auth|policies|events|http))/|(app|main|types)\\.ts$)',
      },
    },
    {
      name: 'api-events-import-no-layer-above',
      severity: 'error',
      comment:
        'Domain events sit under the services that emit them: the bus and its subscribers write through the schema, never through a service, a route or the app.',
      from: { path: '^apps/api/src/platform/events/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/api/src/((commands|resources|jobs|platform/(services|admin|auth|http))/|(app|main|types)\\.ts$)',
      },
    },
    {
      name: 'api-services-know-no-http',
      severity: 'error',
      comment:
        'Services own business rules and transactions and know nothing of HTTP: no route file, admin part, auth (the sign-in pages and request hook), command or the app.',
      from: {
        path: '^apps/api/src/(platform/services/|resources/[^/]+/[a-z0-9-]*service\\.ts$)',
        pathNot: '\\.test\\.ts$',
      },
      to: {
        path: '(^apps/api/src/resources/[^/]+/[a-z0-9-]*routes\\.ts$|^apps/api/src/(resources/[^/]+/admin\\.ts$|(commands|platform/(auth|http))/|(app|main|types)\\.ts$))',
      },
    },
    {
      name: 'api-services-do-not-import-fastify',
      severity: 'error',
      comment: 'Services do not depend on Fastify.',
      from: {
        path: '^apps/api/src/(platform/services/|resources/[^/]+/[a-z0-9-]*service\\.ts$)',
        pathNot: '\\.test\\.ts$',
      },
      to: { path: '^node_modules/(fastify|@fastify)/' },
    },
    {
      name: 'api-only-main-runs-commands',
      severity: 'error',
      comment:
        'Commands (seed, re-render) use services; nothing but main.ts and other commands imports them.',
      from: { path: '^apps/api/src/', pathNot: '(^apps/api/src/(main\\.ts|commands/)|\\.test\\.ts$)' },
      to: { path: '^apps/api/src/commands/' },
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
    exclude: { path: '(^|/)(dist|\\.next|\\.data)/' },
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

// The feature boundaries of docs/architecture.md, checked on every test run (`npm run deps`).
// A feature is a folder under features/; its index.ts is the one module the rest of the code may import.
const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';
const ADMIN = '^apps/admin/src/';

/** Rules that hold on both the server and the web client. */
function featureRules(side, root) {
  return [
    {
      name: `${side}-feature-private`,
      comment: 'Another feature is reached through its index.ts only: its other files are private.',
      severity: 'error',
      from: { path: `${root}features/([^/]+)/` },
      to: {
        path: `${root}features/[^/]+/`,
        pathNot: [`${root}features/$1/`, `${root}features/[^/]+/index\\.tsx?$`],
      },
    },
    {
      name: `${side}-feature-cycle`,
      comment: 'Features depend on each other as a tree: no feature reaches back to one that reached it.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${root}features/[^/]+` },
      to: { circular: true },
    },
  ];
}

module.exports = {
  forbidden: [
    ...featureRules('server', SERVER),
    ...featureRules('web', WEB),
    ...featureRules('admin', ADMIN),
    {
      name: 'server-platform-below-features',
      comment:
        'The platform (and its migrations) imports no feature, no seed and not the app that wires them.',
      severity: 'error',
      from: { path: `${SERVER}platform/` },
      to: { path: `${SERVER}(features|seed)/|${SERVER}(app|compose|schema)\\.ts$` },
    },
    {
      name: 'server-tables-private',
      comment:
        "A feature's tables are typed in its tables.ts; only the feature, the app's schema and tests name them.",
      severity: 'error',
      from: { path: SERVER, pathNot: [`${SERVER}(features/|schema\\.ts$)`, '\\.test\\.ts$'] },
      to: { path: `${SERVER}features/.+/tables\\.ts$` },
    },
    {
      name: 'web-layers-below-features',
      comment:
        'The request layer, the generic ui pieces and the catalogues import no feature and no app part.',
      severity: 'error',
      from: { path: `${WEB}(api|ui|i18n)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'admin-uses-web-request-layer-only',
      comment:
        "The back office shares the portal's request layer (api/) and its message catalogue (i18n/), nothing else of the portal: no feature, no app part, no ui.",
      severity: 'error',
      from: { path: ADMIN },
      to: { path: `${WEB}|^@fox/web(/|$)`, pathNot: `${WEB}(api|i18n)/|^@fox/web/(api|i18n)$` },
    },
    {
      name: 'web-never-imports-admin',
      comment: 'The portal knows nothing of the back office (it only opens its address).',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/admin/|^@fox/admin(/|$)' },
    },
    {
      name: 'admin-layers-below-features',
      comment:
        "The back office's kit and session are what its areas build on: they import no area and nothing of app/.",
      severity: 'error',
      from: { path: `${ADMIN}(kit|session)/` },
      to: { path: `${ADMIN}(features|app)/` },
    },
    {
      name: 'admin-areas-below-app',
      comment:
        'An area declares its pages; the app finds them (page-registry.ts). No area reaches into app/.',
      severity: 'error',
      from: { path: `${ADMIN}features/` },
      to: { path: `${ADMIN}app/` },
    },
    {
      name: 'no-cycle-through-contracts',
      comment: 'The contracts package is the bottom layer: it imports neither app.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};

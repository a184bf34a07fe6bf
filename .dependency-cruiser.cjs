// The feature boundaries of docs/architecture.md, checked on every test run (`npm run deps`).
// A feature is a folder under features/; its index.ts is the one module the rest of the code may import.
const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';

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

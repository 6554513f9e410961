// The import rules `npm test` holds the code to (dependency-cruiser, in the lint tier). CONTRIBUTING.md's layout
// section says the same in words. Type-only imports count: a circle of types is still a circle to a reader.
const glue = '^src/(commands|map|layers|areas|themes|hover|diagnostics/host|ui|account|batch/host|nearest/host)/';
const engines = '^src/(shared|onemap|planningArea|mapData|export|geocode|reverseGeocode|travelTimes|rowJobs|diagnostics|batch|nearest)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other in a loop: move what both need into a third file below them.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      severity: 'error',
      comment: 'Folders that import each other in a loop: each folder stands above what it imports, so a reader can start at the bottom.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'commands-are-glue',
      severity: 'error',
      comment: 'A command module is the glue between the palette and the engines: only the extension entry registers commands; nothing else imports them.',
      from: { path: '^(src|webview)/', pathNot: '^src/(extension\\.ts|commands/)' },
      to: { path: '^src/commands/' },
    },
    {
      name: 'engines-below-glue',
      severity: 'error',
      comment: 'The pure engines (run in plain Node tests and bundles of their own) never import the VS Code glue above them.',
      from: { path: engines, pathNot: '^src/(diagnostics|batch|nearest)/host/' },
      to: { path: `${glue}|^src/(extension\\.ts|common/|settings/)` },
    },
    {
      name: 'shared-is-shared',
      severity: 'error',
      comment: 'src/shared/ runs in the page too: it imports only itself and packages.',
      from: { path: '^src/shared/' },
      to: { path: '^(src|webview)/', pathNot: '^src/shared/' },
    },
    {
      name: 'page-takes-only-shared',
      severity: 'error',
      comment: 'The map page may import from the extension only src/shared/.',
      from: { path: '^webview/' },
      to: { path: '^src/', pathNot: '^src/shared/' },
    },
    {
      name: 'host-never-imports-page',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^webview/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that names nothing that exists.',
      from: {},
      to: { couldNotResolve: true, pathNot: '^(vscode|virtual:|planning-areas:|singapore-outline)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|out|test|scripts)/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.js', '.json', '.css'] },
  },
};

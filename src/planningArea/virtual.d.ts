// The module esbuild.mjs serves from scripts/planningAreas.mjs.
declare module 'virtual:planning-areas' {
  const bundle: import('./decode').AreaBundle;
  export default bundle;
}

// The module esbuild.mjs serves from scripts/stations.mjs.
declare module 'virtual:stations' {
  const bundle: { stations: string[]; exits: Array<[number, string, number, number]> };
  export default bundle;
}

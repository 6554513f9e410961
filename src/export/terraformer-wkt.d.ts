// The functions of @terraformer/wkt we (and the tests) use; its package ships no types.
declare module '@terraformer/wkt' {
  export function geojsonToWKT(geometry: { type: string; coordinates: unknown }): string;
  export function wktToGeoJSON(wkt: string): { type: string; coordinates: any };
}

// The few functions of @mapbox/polyline we use; its package ships no types.
declare module '@mapbox/polyline' {
  /** [lat, lng] pairs. */
  export function decode(encoded: string, precision?: number): [number, number][];
  export function encode(coordinates: readonly (readonly [number, number])[], precision?: number): string;
}

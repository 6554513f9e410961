// The outline esbuild derives at build time (scripts/singaporeOutline.mjs): land polygons, [lon, lat] rings.
declare module 'virtual:singapore-outline' {
  const outline: {
    type: 'FeatureCollection';
    features: Array<{
      type: 'Feature';
      properties: { A3: string };
      geometry: { type: 'MultiPolygon'; coordinates: Array<Array<Array<[number, number]>>> };
    }>;
  };
  export default outline;
}

// Web Mercator at Leaflet's 256-pixel tiles, worked out in the tests rather than asked of the page: where a
// point is drawn, and what is under a pixel.
function toWorld([lat, lng]: [number, number], zoom: number): [number, number] {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale];
}

/** How many pixels right and down of the map's centre a point is drawn. */
export function pixelOffset(center: [number, number], zoom: number, point: [number, number]): [number, number] {
  const [cx, cy] = toWorld(center, zoom);
  const [x, y] = toWorld(point, zoom);
  return [x - cx, y - cy];
}

/** The lat/lng under a pixel offset from the map's centre. */
export function latLngAtOffset(center: [number, number], zoom: number, dx: number, dy: number): [number, number] {
  const scale = 256 * 2 ** zoom;
  const [x, y] = toWorld(center, zoom);
  const wx = x + dx;
  const wy = y + dy;
  const lng = (wx / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * wy) / scale;
  const lat = (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
  return [lat, lng];
}

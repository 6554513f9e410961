// A layer's positions as the page needs them: to 7 decimals of a degree (about a centimetre; the map's
// closest zoom shows some 30 cm a pixel). A converted position has 16 or 17 digits; written whole, URA's
// planning areas made a 1.4 MB message where 0.5 MB say as much, and the page takes longer the more it reads.
import type { Shape } from '../shared/protocol/dataLayers';

const round = (value: number): number => Math.round(value * 1e7) / 1e7;

export function compactShapes(shapes: readonly Shape[]): Shape[] {
  return shapes.map((shape) =>
    shape.kind === 'point'
      ? { kind: 'point', lat: round(shape.lat), lon: round(shape.lon) }
      : shape.kind === 'line'
        ? { kind: 'line', path: shape.path.map(round) }
        : { kind: 'polygon', rings: shape.rings.map((ring) => ring.map(round)) },
  );
}

// The places a row is compared with: one kind (MRT/LRT stations, a OneMap theme, another file's points), each
// place a name and a position in SVY21 metres, where a straight line's length is planar metres (EPSG:3414 is
// a conformal projection whose scale is within 1.00002 of true over Singapore). No `vscode` here.
import { transformPoint } from '../shared/coords/transform';

export interface Places {
  names: readonly string[];
  /** SVY21 easting and northing, metres; place i is (x[i], y[i]). */
  x: Float64Array;
  y: Float64Array;
}

/** Places given in WGS84, in the order given: that order breaks ties (the place listed first wins). */
export function placesFromWgs84(list: ReadonlyArray<{ name: string; lon: number; lat: number }>): Places {
  const x = new Float64Array(list.length);
  const y = new Float64Array(list.length);
  list.forEach((place, i) => {
    const [e, n] = transformPoint('EPSG:4326', 'EPSG:3414', place.lon, place.lat);
    x[i] = e;
    y[i] = n;
  });
  return { names: list.map((p) => p.name), x, y };
}

/** Places given in SVY21 metres, in the order given. */
export function placesFromSvy21(list: ReadonlyArray<{ name: string; x: number; y: number }>): Places {
  return { names: list.map((p) => p.name), x: Float64Array.from(list, (p) => p.x), y: Float64Array.from(list, (p) => p.y) };
}

// One point, picked on the map, written as text in a system, the way the converter writes it: the user's
// decimals and SVY21 order, with the converter's own number writer. "auto" decimals follow the input, as for
// text, and a click's input is a screen pixel: metres resolving it (in Web Mercator, the map's own metres),
// degrees with the converter's offset of 5 more (precision.ts), so a click far out is not written to the millimetre.
import { CoordinateError } from './errors';
import { formatFixed } from './format';
import { AUTO, checkCrs, checkDecimals, checkOrder } from './options';
import { autoDecimals, TRIM } from './precision';
import { CRS } from './systems';
import { transformPoint } from './transform';
import type { AxisOrder, CrsId } from './types';

export interface PointTextOptions {
  degreeDecimals?: number | 'auto';
  metreDecimals?: number | 'auto';
  svy21Order?: AxisOrder;
  /** Web Mercator metres one screen pixel covers where the point was picked: what "auto" resolves. */
  pixelMetres: number;
}

/** Web Mercator metres a 256-pixel tile's pixel covers at `zoom` (at the equator, as the projection's units). */
export function pixelMetresAtZoom(zoom: number): number {
  return 40075016.685578488 / (256 * 2 ** zoom);
}

/**
 * `point` (WGS84) in `to`, as "a, b": WGS84 latitude first as people write it; SVY21 in the SVY21 order
 * setting; Web Mercator x first. Throws CoordinateError for a setting out of range, as conversion does.
 */
export function writePoint(point: { lat: number; lon: number }, to: CrsId, options: PointTextOptions): string {
  const target = checkCrs(to, 'target');
  const decimals = checkDecimals(options);
  const xFirst = target === 'EPSG:3414' ? checkOrder(options.svy21Order) === 'xy' : target === 'EPSG:3857';
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lon) || !(options.pixelMetres > 0)) {
    throw new CoordinateError('invalid-option', 'The point to write needs a finite latitude, longitude and pixel size.');
  }
  const [x, y] = target === 'EPSG:4326' ? [point.lon, point.lat] : transformPoint('EPSG:4326', target, point.lon, point.lat);
  const degrees = CRS[target].unit === 'degree';
  const fixed = degrees ? decimals.degree : decimals.metre;
  const count = fixed === AUTO ? autoDecimals(Math.max(0, Math.ceil(-Math.log10(options.pixelMetres))), false, degrees) : fixed;
  const write = (value: number) => (count >= TRIM ? trimZeros(formatFixed(value, count - TRIM)) : formatFixed(value, count));
  return xFirst ? `${write(x)}, ${write(y)}` : `${write(y)}, ${write(x)}`;
}

/** As the converter writes "auto" degrees from whole metres: "1.35" rather than "1.35000". */
function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

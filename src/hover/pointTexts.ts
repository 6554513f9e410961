// A point written in each of the three systems, the way the converter writes numbers (formatFixed), in the
// order the user reads that system: "lat, lon" for WGS84, "X, Y" (or "Y, X" when SVY21 is set to northing
// first) for metres. Shared by the hover and Insert Coordinates of Address.
import { formatFixed } from '../shared/coords/format';
import type { AxisOrder, CrsId } from '../shared/coords/types';

/** 7 decimals of a degree is about 1 cm; 3 of a metre is 1 mm: the converter's defaults. */
export const DEFAULT_DEGREE_DECIMALS = 7;
export const DEFAULT_METRE_DECIMALS = 3;

export interface PairStyle {
  /** Order of the written pair: 'yx' puts latitude or northing first. */
  order: AxisOrder;
  decimals: number;
}

/** [x, y] (easting or longitude first) in each system. */
export type PointInSystems = Record<CrsId, readonly [number, number]>;

export function writePair(x: number, y: number, style: PairStyle): string {
  const [a, b] = style.order === 'yx' ? [y, x] : [x, y];
  return `${formatFixed(a, style.decimals)}, ${formatFixed(b, style.decimals)}`;
}

/** How each system is written unless the user picks otherwise: lat, lon; X, Y (SVY21 as set). */
export function defaultStyle(system: CrsId, svy21Order: AxisOrder, decimals?: { degrees?: number; metres?: number }): PairStyle {
  if (system === 'EPSG:4326') return { order: 'yx', decimals: decimals?.degrees ?? DEFAULT_DEGREE_DECIMALS };
  return { order: system === 'EPSG:3414' ? svy21Order : 'xy', decimals: decimals?.metres ?? DEFAULT_METRE_DECIMALS };
}

/** "lat, lon", "X, Y", "Y, X": what a written pair holds, for labels. */
export function orderLabel(system: CrsId, order: AxisOrder): string {
  if (system === 'EPSG:4326') return order === 'yx' ? 'lat, lon' : 'lon, lat';
  return order === 'yx' ? 'Y, X' : 'X, Y';
}

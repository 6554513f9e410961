import type { AxisOrder, CrsId } from './types';

/** Labels and units shown to the user; the unit decides which decimals setting applies. */
export const CRS: Record<CrsId, { label: string; unit: 'degree' | 'metre' }> = {
  'EPSG:4326': { label: 'WGS84', unit: 'degree' },
  'EPSG:3414': { label: 'SVY21', unit: 'metre' },
  'EPSG:3857': { label: 'Web Mercator', unit: 'metre' },
};

export const CRS_IDS: readonly CrsId[] = ['EPSG:4326', 'EPSG:3414', 'EPSG:3857'];

/** "EPSG:3414 (SVY21)": the id people search for, with the name they recognise. */
export function describeCrs(id: CrsId): string {
  return `${id} (${CRS[id].label})`;
}

/** Guards option values that arrive from settings or other untyped callers. */
export function isCrsId(value: unknown): value is CrsId {
  return value === 'EPSG:4326' || value === 'EPSG:3414' || value === 'EPSG:3857';
}

/**
 * SVY21 as OneMap computes it. With the origin (1°22' N, 103°50' E) written out to 16 digits, proj4
 * reproduces OneMap's recorded answers to 1e-7 m; the origin cut to 7 decimals, as many snippets
 * write it, moves points by up to 7 mm, which shows in 3-decimal output.
 */
export const SVY21_PROJ4 =
  '+proj=tmerc +lat_0=1.366666666666667 +lon_0=103.8333333333333 +k=1 +x_0=28001.642 +y_0=38744.572 +ellps=WGS84 +units=m +no_defs';

/** What proj4 is given for each system: proj4's own definitions of 4326 and 3857 already match OneMap's. */
export const PROJ4_DEFINITION: Record<CrsId, string> = {
  'EPSG:4326': 'EPSG:4326',
  'EPSG:3414': SVY21_PROJ4,
  'EPSG:3857': 'EPSG:3857',
};

/**
 * Where Singapore lies in each system, as boxes on (x, y) = (easting/longitude, northing/latitude).
 * Detection reads a pair as a system only inside its box, so the boxes must never overlap:
 * then no pair can be read two ways, and the order of WGS84 and Web Mercator pairs follows from
 * which axis's range each value falls in.
 */
export interface Extent {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  /** Singapore's centre in this system; pairs nearer to it are the more plausible reading. */
  centreX: number;
  centreY: number;
}

export const EXTENT: Record<CrsId, Extent> = {
  // Latitude 1.1–1.5 and longitude 103.5–104.5 hold the main island and every outlying island with room to spare.
  'EPSG:4326': { minX: 103.5, maxX: 104.5, minY: 1.1, maxY: 1.5, centreX: 103.8198, centreY: 1.3521 },
  // The same box in Web Mercator metres (rounded outwards).
  'EPSG:3857': {
    minX: 11_500_000,
    maxX: 11_660_000,
    minY: 120_000,
    maxY: 175_000,
    centreX: 11_557_167.27,
    centreY: 150_529.056,
  },
  // Both SVY21 axes cover about 0–60 000 m, but the northing starts at 10 000 m: the southernmost
  // islands (Pulau Satumu, ~1.16° N) are at northing ≈ 15 900, so nothing real is lost, while small
  // numbers (ids, counts, elevations, and WGS84 degrees) can never pass as a northing. Without that
  // floor "3, 28983.75" or "1.30, 103.84" would read as SVY21.
  'EPSG:3414': { minX: 0, maxX: 60_000, minY: 10_000, maxY: 60_000, centreX: 26_495.535, centreY: 37_133.868 },
};

/** How an extent reads in a message: "easting 0–60 000 / northing 10 000–60 000". */
export function describeExtent(id: CrsId): string {
  const e = EXTENT[id];
  switch (id) {
    case 'EPSG:4326':
      return `latitude ${e.minY}–${e.maxY} / longitude ${e.minX}–${e.maxX}`;
    case 'EPSG:3414':
      return `easting ${groupThousands(e.minX)}–${groupThousands(e.maxX)} / northing ${groupThousands(e.minY)}–${groupThousands(e.maxY)}`;
    case 'EPSG:3857':
      return `x ${groupThousands(e.minX)}–${groupThousands(e.maxX)} / y ${groupThousands(e.minY)}–${groupThousands(e.maxY)}`;
  }
}

/** The name an extent goes by in a list of all of them: Web Mercator is better known by its code. */
export function shortName(id: CrsId): string {
  return id === 'EPSG:3857' ? id : CRS[id].label;
}

function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ' ');
}

/**
 * The ways a run of numbers can be read: one per (system, order). SVY21 has a single reading because
 * its two axes share a range, so its order comes from the `svy21Order` option.
 */
export const WGS_XY = 0;
export const WGS_YX = 1;
export const MERC_XY = 2;
export const MERC_YX = 3;
export const SVY21 = 4;

export const READING_COUNT = 5;

export const READING_SYSTEM: readonly CrsId[] = ['EPSG:4326', 'EPSG:4326', 'EPSG:3857', 'EPSG:3857', 'EPSG:3414'];

/** Bit set of readings allowed when the source system is known (or all when it is detected). */
export function readingsFor(from: CrsId | undefined): number {
  switch (from) {
    case 'EPSG:4326':
      return 0b00011;
    case 'EPSG:3857':
      return 0b01100;
    case 'EPSG:3414':
      return 0b10000;
    default:
      return 0b11111;
  }
}

export function readingOrder(reading: number, svy21Order: AxisOrder): AxisOrder {
  if (reading === SVY21) return svy21Order;
  return reading === WGS_XY || reading === MERC_XY ? 'xy' : 'yx';
}

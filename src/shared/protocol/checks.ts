// The small checks every validator of the protocol is built from, and the limits they enforce. A check takes
// anything and never throws; a reader returns a fresh object with only the known fields, or undefined.
import type { LatLon } from '../onemap/types';

export const MAX_ID = Number.MAX_SAFE_INTEGER;
export const MAX_MESSAGE = 2000;
export const MAX_EMAIL = 320;
export const MAX_URL = 2048;
export const MAX_NAME = 1000;

export type Rec = Record<string, unknown>;

export function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isString(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

export function isName(value: unknown): value is string {
  return isString(value, MAX_NAME);
}

export function isNumber(value: unknown, min = -Number.MAX_VALUE, max = Number.MAX_VALUE): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

export function isId(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_ID;
}

export function optional<T>(value: unknown, check: (v: unknown) => v is T): value is T | undefined {
  return value === undefined || check(value);
}

/**
 * An array of at most `max` items, each passing `check`. Counted by index, not with every(): every() skips the
 * holes of a sparse array ([, 1]), which structured cloning carries across postMessage, and the app would
 * then read undefined where it expects an item.
 */
export function isArrayOf(value: unknown, max: number, check: (item: unknown) => boolean): value is unknown[] {
  if (!Array.isArray(value) || value.length > max) return false;
  for (let i = 0; i < value.length; i++) if (!(i in value) || !check(value[i])) return false;
  return true;
}

export function isOneOf<T extends string>(value: unknown, options: readonly T[]): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

export function readLatLon(value: unknown): LatLon | undefined {
  if (!isRecord(value) || !isNumber(value.lat, -90, 90) || !isNumber(value.lon, -180, 180)) return undefined;
  return { lat: value.lat, lon: value.lon };
}

const PLACEHOLDER = /\{([^{}]*)\}/g;
const TEMPLATE_KEYS = new Set(['style', 'z', 'x', 'y', 's', 'r']);

/** An http(s) tile URL with {z}, {x} and {y}, and no placeholder Leaflet would not fill. */
export function isTileUrlTemplate(value: unknown): value is string {
  if (!isString(value, MAX_URL) || !/^https?:\/\/[^\s/?#]+\//i.test(value) || /[\s"'<>\\]/.test(value)) return false;
  const keys = [...value.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  return ['z', 'x', 'y'].every((k) => keys.includes(k)) && keys.every((k) => TEMPLATE_KEYS.has(k));
}

export function isHttpUrl(value: unknown): value is string {
  return isString(value, MAX_URL) && /^https?:\/\/[^\s/?#]+(\/[^\s"'<>\\]*)?$/i.test(value);
}

// Reading query values the way a strict server does: numbers in plain decimal (or exponent) notation only;
// no hex, no "Infinity", no blanks.
import type { Point } from './geo';

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export function parseNumber(text: string | null): number | undefined {
  if (text === null) return undefined;
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** "lat,lon" with both in range, else undefined. */
export function parseLatLon(text: string | null): Point | undefined {
  if (text === null) return undefined;
  const parts = text.split(',');
  if (parts.length !== 2) return undefined;
  const [lat, lon] = parts.map(parseNumber);
  if (lat === undefined || lon === undefined || Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  return { lat, lon };
}

/** MM-DD-YYYY naming a real day: [year, month, day]. */
export function parseDate(text: string | null): [number, number, number] | undefined {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text ?? '');
  if (!match) return undefined;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return [year, month, day];
}

/** HH:MM:SS on the 24-hour clock: [hours, minutes, seconds]. */
export function parseTime(text: string | null): [number, number, number] | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/.exec(text ?? '');
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

// The departure of a public-transport batch as the user types it (YYYY-MM-DD, HH:MM, Singapore time, where
// OneMap's timetables are) and as OneMap takes it (MM-DD-YYYY, HH:MM:SS). Pure: the tests give the clock.
import { isPtDate, isPtTime } from '../shared/onemap/params';

const SGT_OFFSET_MS = 8 * 3600_000;

/** Today and now in Singapore, as the boxes show them first. */
export function departureNow(nowMs: number): { date: string; time: string } {
  const iso = new Date(nowMs + SGT_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** "2026-11-26" → "11-26-2026"; undefined for a day that does not exist. */
export function oneMapDate(text: string): string | undefined {
  const match = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
  if (!match) return undefined;
  const date = `${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}-${match[1]}`;
  return isPtDate(date) ? date : undefined;
}

/** "8:30" or "08:30" → "08:30:00"; undefined for a time that is not on the 24-hour clock. */
export function oneMapTime(text: string): string | undefined {
  const match = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(text);
  if (!match) return undefined;
  const time = `${match[1]!.padStart(2, '0')}:${match[2]}:00`;
  return isPtTime(time) ? time : undefined;
}

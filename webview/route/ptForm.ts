// Checks the public-transport fields as entered, before anything is sent: a value OneMap would refuse costs a
// request against the rate limit and comes back with a vaguer message than the field can show. The date and
// time come from the page's pickers (YYYY-MM-DD and HH:MM[:SS], shown in the user's locale) and leave in
// OneMap's formats (MM-DD-YYYY, HH:MM:SS), checked by the one rule for each in params.ts.
import { isMaxWalkDistance, isPtDate, isPtTime, TRANSIT_MODES } from '../../src/shared/onemap/params';
import type { PtOptions } from '../../src/shared/protocol/messages';
import type { TransitMode } from '../../src/shared/onemap/types';

/** The fields as the form holds them: `date` as a date picker gives it (YYYY-MM-DD), `time` as a time picker (HH:MM or HH:MM:SS). */
export interface PtFormInput {
  date: string;
  time: string;
  mode: string;
  maxWalkDistance: string;
  numItineraries: string;
}

export type PtField = keyof PtFormInput;

export type PtFormResult =
  | { ok: true; value: Required<PtOptions> }
  | { ok: false; errors: Partial<Record<PtField, string>> };

export const PT_FIELDS: readonly PtField[] = ['date', 'time', 'mode', 'maxWalkDistance', 'numItineraries'];

export function validatePtForm(input: PtFormInput): PtFormResult {
  const errors: Partial<Record<PtField, string>> = {};
  const date = oneMapDate(input.date.trim());
  const time = oneMapTime(input.time.trim());
  const mode = input.mode.trim().toUpperCase();
  const walk = input.maxWalkDistance.trim();
  const count = input.numItineraries.trim();

  if (!isPtDate(date)) errors.date = 'Choose the day to travel (from 1970 on).';

  if (!isPtTime(time)) errors.time = 'Choose the time to leave, in Singapore time.';

  if (!(TRANSIT_MODES as readonly string[]).includes(mode)) errors.mode = 'Choose TRANSIT, BUS or RAIL.';

  const metres = /^\d+(\.\d+)?$/.test(walk) ? Number(walk) : NaN;
  if (!isMaxWalkDistance(metres)) errors.maxWalkDistance = 'Metres above 0, up to 100000.';

  const itineraries = /^[123]$/.test(count) ? Number(count) : NaN;
  if (itineraries !== 1 && itineraries !== 2 && itineraries !== 3) errors.numItineraries = 'Ask for 1, 2 or 3.';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { date, time, mode: mode as TransitMode, maxWalkDistance: metres, numItineraries: itineraries as 1 | 2 | 3 },
  };
}

/** "2023-11-30" (a date picker's value) as OneMap's "11-30-2023"; anything else as "", which the check refuses. */
export function oneMapDate(picked: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(picked);
  return match ? `${match[2]}-${match[3]}-${match[1]}` : '';
}

/** OneMap's "11-30-2023" as a date picker's "2023-11-30"; anything else gives an empty picker. */
export function pickerDate(date: string): string {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(date);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : '';
}

/** A time picker's "18:05" or "18:05:30.250" as OneMap's "18:05:00" or "18:05:30" (OneMap needs whole seconds); anything else as "". */
export function oneMapTime(picked: string): string {
  const match = /^(\d{2}:\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(picked);
  return match ? `${match[1]}:${match[2] ?? '00'}` : '';
}

/** How far from today (in Singapore) a trip may leave before the page asks whether the date is meant. */
export type DateConcern = 'past' | 'farFuture';

/**
 * Whether a departure date (MM-DD-YYYY) is worth a second look: before today, or more than a year ahead
 * (after the same day next year). Either is more likely a slip of the picker than a plan, and OneMap answers
 * with timetables that may not apply. Both dates are days in Singapore, compared as calendar days.
 */
export function dateConcern(date: string, today: string): DateConcern | undefined {
  const day = dayNumber(date);
  const now = dayNumber(today);
  if (day === undefined || now === undefined) return undefined;
  if (day < now) return 'past';
  if (day > now + 10_000) return 'farFuture'; // YYYYMMDD numbers: a year on is 10000 more
  return undefined;
}

function dayNumber(date: string): number | undefined {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(date);
  return match ? Number(`${match[3]}${match[1]}${match[2]}`) : undefined;
}

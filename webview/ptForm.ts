// Checks the public-transport fields as typed, before anything is sent: a value OneMap would refuse costs a
// request against the rate limit and comes back with a vaguer message than the field can show.
import { isMaxWalkDistance, isPtDate, isPtTime, TRANSIT_MODES } from '../src/shared/onemap/params';
import type { PtOptions } from '../src/shared/protocol/messages';
import type { TransitMode } from '../src/shared/onemap/types';

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
  const date = input.date.trim();
  const time = normaliseTime(input.time.trim());
  const mode = input.mode.trim().toUpperCase();
  const walk = input.maxWalkDistance.trim();
  const count = input.numItineraries.trim();

  if (!/^\d{2}-\d{2}-\d{4}$/.test(date)) errors.date = 'Use MM-DD-YYYY, e.g. 11-30-2023.';
  else if (!isPtDate(date)) errors.date = 'No such day on the calendar.';

  if (!isPtTime(time)) errors.time = 'Use HH:MM:SS, 24-hour, e.g. 18:05:00.';

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

/** "18:05" is read as 18:05:00: people rarely type the seconds, and OneMap needs them. */
function normaliseTime(text: string): string {
  return /^\d{2}:\d{2}$/.test(text) ? `${text}:00` : text;
}

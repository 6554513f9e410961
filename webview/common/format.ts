// Numbers from OneMap as a person reads them. Pure: the map app and the Node unit tests both use it.

export { formatDistance, formatDuration } from '../../src/shared/format/quantities';

// Singapore keeps UTC+8 all year; the time zone is named anyway so the rule lives in one place (the ICU data).
const SG_CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Singapore', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const SG_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Singapore',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "10:26": the Singapore wall-clock time of an epoch-millisecond timestamp, 24-hour. */
export function formatClock(epochMs: number): string {
  if (!Number.isFinite(epochMs)) return '';
  return SG_CLOCK.format(epochMs);
}

/** Today's date and the time now in Singapore, as OneMap's pt parameters take them: MM-DD-YYYY and HH:MM:SS. */
export function singaporeNow(now: number = Date.now()): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const part of SG_PARTS.formatToParts(now)) parts[part.type] = part.value;
  return { date: `${parts.month}-${parts.day}-${parts.year}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

/** "$1.19" from OneMap's fare string; undefined when there is no price to show. */
export function formatFare(fare: unknown): string | undefined {
  if (typeof fare !== 'string' || fare.trim() === '') return undefined;
  const value = Number(fare);
  return Number.isFinite(value) && value >= 0 ? `$${value.toFixed(2)}` : undefined;
}

export function formatTransfers(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return 'No transfers';
  return count === 1 ? '1 transfer' : `${count} transfers`;
}

/** "1.303945, 103.840847": six decimals are about 10 cm, finer than a click can place. */
export function formatLatLon(point: { lat: number; lon: number }): string {
  return `${point.lat.toFixed(6)}, ${point.lon.toFixed(6)}`;
}

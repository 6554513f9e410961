// Times and distances as a person reads them, written one way wherever the extension shows them (the map's
// summaries and steps, exports' descriptions, the host's messages).

/** "45 s", "12 min", "1 h 05 min". Seconds under a minute stay exact; longer times round to the minute. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '';
  if (seconds < 59.5) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/**
 * "850 m", "3.2 km": whole metres below a kilometre, then kilometres to one decimal. 999.6 m rounds to 1 000 m
 * and so reads "1.0 km", never "1000 m".
 */
export function formatDistance(metres: number): string {
  if (!Number.isFinite(metres) || metres < 0) return '';
  const rounded = Math.round(metres);
  if (rounded < 1000) return `${rounded} m`;
  return `${(metres / 1000).toFixed(1)} km`;
}

/** "2 days 23 h", "5 h 10 min", "12 min", "expired": how long a token has left, as a person reads it. */
export function describeTimeLeft(ms: number): string {
  if (ms <= 0) return 'less than a minute (it has expired)';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} ${hours} h`;
  if (hours > 0) return `${hours} h ${mins} min`;
  return `${mins} min`;
}

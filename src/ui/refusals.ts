// Refusals whose words are built from what the file holds: pure, so that their length and their first
// sentence (all a toast may show) are checked without VS Code.

/**
 * Some rows of a table selected, under a header whose names say the system (lat/lon, easting/northing):
 * converted, those rows would contradict their header, and renamed, the header would contradict the rest.
 */
export function partialRowsMessage(headerNames: readonly string[]): string {
  const names = headerNames.map((name) => `"${name}"`).join(' and ');
  return `Only some rows are selected: converted, they would contradict the header's ${names}. Select every row, or none to convert the whole file.`;
}

// What Show on Map says when a file names places it does not show (see src/mapData/skippedPlaces.ts): how
// many and why, in a first sentence that fits a notification.

export interface SkippedText {
  count: number;
  /** Where the first skipped position is: "line 1 234, column 3". */
  at: string;
  /** The JSON syntax error that likely made two objects one: where, and in words. */
  cause?: { at: string; words: string };
}

export function skippedMessage(file: string, skipped: SkippedText, shown: number): string {
  const places = skipped.count === 1 ? '1 place' : `${skipped.count.toLocaleString('en-SG')} places`;
  const are = skipped.count === 1 ? 'is' : 'are';
  const why = skipped.cause
    ? `at ${skipped.cause.at} ${skipped.cause.words}, so two objects read as one`
    : `its object (${skipped.at}) has another place already, and an object shows as one`;
  return `${places} in ${file} ${are} not on the map: ${why}. The other ${shown.toLocaleString('en-SG')} are.`;
}

// What Show on Map says when a file names places it does not show (see src/mapData/skippedPlaces.ts): how
// many and why, in a first sentence that fits a notification.
import type { SkipReason } from '../mapData';

export interface SkippedText {
  count: number;
  /** Where the first skipped place is: "line 1 234, column 3". */
  at: string;
  /** Why the first is not shown. */
  why: SkipReason;
  /** The JSON syntax error that likely caused it: where, and in words. */
  cause?: { at: string; words: string };
}

export function skippedMessage(file: string, skipped: SkippedText, shown: number): string {
  const { count, cause } = skipped;
  const others = `The other ${shown.toLocaleString('en-SG')} ${shown === 1 ? 'place is' : 'are'}.`;
  if (skipped.why === 'unreadable' && count === 0) {
    const where = cause ? `${cause.at} (${cause.words})` : skipped.at;
    return `${file} cannot be read as JSON at ${where}: a place there may be missing from the map. It shows ${shown.toLocaleString('en-SG')}.`;
  }
  if (skipped.why === 'unreadable') {
    const positions = count === 1 ? '1 position' : `${count.toLocaleString('en-SG')} positions`;
    const where = cause ? `past ${cause.at} (${cause.words})` : `around ${skipped.at}`;
    return `${file} cannot be read as JSON ${where}: ${positions} after it ${count === 1 ? 'is' : 'are'} not on the map. ${others}`;
  }
  const places = count === 1 ? '1 place' : `${count.toLocaleString('en-SG')} places`;
  const are = count === 1 ? 'is' : 'are';
  const why =
    skipped.why === 'geometry'
      ? `the geometry of ${count === 1 ? 'its' : 'the first'} Feature (${skipped.at}) cannot be read${cause ? `: at ${cause.at} ${cause.words}` : ''}`
      : cause
        ? `at ${cause.at} ${cause.words}, so two objects read as one`
        : `its object (${skipped.at}) has another place already, and an object shows as one`;
  return `${places} in ${file} ${are} not on the map: ${why}. ${others}`;
}

// What a table job says when it has written: what it wrote, counted over the rows written (not the rows asked),
// and every row it left out, by name, with what to do about them in the first sentence, which a toast always
// shows. Pure.
import { count } from './jobProgress';

export interface LeftOut {
  /** Rows written with `not asked`: the job was cancelled before their question. */
  notAsked: readonly string[];
  /** Rows edited during the job: not written at their old offsets (a table's are given `not asked` cells). */
  edited: readonly string[];
  /** Rows written with OneMap's error. */
  failed: number;
  /** Rows with more cells than their header: never written. */
  longer: readonly string[];
  /** Rows typed during the job, given the header's count of cells and `not asked`. */
  typed?: number;
}

const SHOWN = 8;

/** "line 3, line 9 and 4 more" */
export function labelList(labels: readonly string[]): string {
  const more = labels.length > SHOWN ? ` and ${count(labels.length - SHOWN)} more` : '';
  return `${labels.slice(0, SHOWN).join(', ')}${more}`;
}

function rows(n: number): string {
  return n === 1 ? '1 row' : `${count(n)} rows`;
}

/** How many rows running the command again would finish. */
export function leftCount(left: LeftOut): number {
  return left.notAsked.length + left.edited.length + left.failed + (left.typed ?? 0);
}

/**
 * The job's closing words. Nothing left out: `complete` as it is ("Geocoded: 10 exact, 0 ambiguous, 0 not
 * found."). Else the first sentence says what was done and what to do ("Geocoded 146 rows; 4 left: run Geocode
 * Addresses again to finish them."), then the counts, then the rows by name.
 */
export function summaryText(command: string, did: string, written: number, complete: string, counts: string, left: LeftOut): string {
  const again = leftCount(left);
  if (again === 0 && left.longer.length === 0) return complete;
  const remedies: string[] = [];
  if (again > 0) remedies.push(`${again === 1 ? '1 left' : `${count(again)} left`}: run ${command} again to finish ${again === 1 ? 'it' : 'them'}`);
  if (left.longer.length > 0) {
    const n = left.longer.length;
    // Said whole when it is the only remedy; beside the other, the way on is in the list below.
    const way = again > 0 ? '' : ': remove the extra cells, then run it again';
    remedies.push(`${rows(n)} with more cells than the header ${n === 1 ? 'was' : 'were'} left as ${n === 1 ? 'it is' : 'they are'}${way}`);
  }
  const parts = [`${did} ${rows(written)}; ${remedies.join('; ')}.`];
  if (counts !== '') parts.push(`${counts}.`);
  if (left.notAsked.length > 0) parts.push(`Not asked: ${labelList(left.notAsked)}.`);
  if (left.edited.length > 0) parts.push(`Edited during the job: ${labelList(left.edited)}.`);
  if ((left.typed ?? 0) > 0) parts.push(`${rows(left.typed!)} typed during the job.`);
  if (left.longer.length > 0) parts.push(`More cells than the header${again > 0 ? ' (remove the extra cells, then run it again)' : ''}: ${labelList(left.longer)}.`);
  return parts.join(' ');
}

/**
 * Asked before any picker when the file has the command's columns: "199 rows left of 400: finish them?"; the
 * rows with more cells than the header are said too, as they stay as they are.
 */
export function finishQuestion(left: number, total: number, longer: readonly string[]): string {
  const extra = longer.length > 0 ? ` (${rows(longer.length)} with more cells than the header stay as they are: ${labelList(longer)})` : '';
  return `${rows(left)} left of ${count(total)}: finish ${left === 1 ? 'it' : 'them'}, writing into the columns the file has${extra}?`;
}

/** Said instead, before any picker, when the file has the columns and every row is finished. */
export function nothingLeftText(command: string, columns: string): string {
  return `Every row already has ${columns}: ${command} has nothing left to do. To ask OneMap again, remove those columns first.`;
}

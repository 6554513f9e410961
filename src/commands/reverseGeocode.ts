import { runTableJob } from '../batch/host/runJob';
import { askToFinish, showSummary } from '../batch/host/jobWords';
import { nothingLeftText } from '../batch/jobSummary';
import { withJobClient } from '../batch/jobContext';
import { loadRowJobs } from './jobEngines';
import type { Nearest, RevgeocodeQuery } from '../rowJobs';
import { readReverseGeocodeBuffer } from '../settings';
import { editorInput, plural, readOrRefuse } from './rowJobInput';
import { targetEditor } from './routeFromEditor';
import { UserFacingError } from '../ui/userFacingError';

export interface ReverseGeocodeOutcome {
  columns: string[];
  places: { found: number; nothing: number; errors: number; notReached: number };
  applied: number;
  asked: number;
  fromCache: number;
  skippedChanged: string[];
  mode: 'add' | 'finish';
  longer: string[];
}

/** Tests and keybindings: a file with the columns is finished (true) or not (false) without asking. */
export interface ReverseGeocodeAutomation {
  finish?: boolean;
  whenCancelled?: 'apply' | 'discard';
}

/**
 * OneMap: Reverse Geocode…. Every place in the selected rows (the whole file when nothing is selected) is
 * asked of OneMap's revgeocode (WGS84) or revgeocodexy (SVY21) once, within `onemap.reverseGeocode.bufferMetres`;
 * the nearest building, address and postal code are written after each row in one edit.
 */
export async function reverseGeocode(target: unknown, automation: ReverseGeocodeAutomation = {}): Promise<ReverseGeocodeOutcome | undefined> {
  const editor = targetEditor(target, 'run Reverse Geocode again');
  const input = editorInput(editor);
  const buffer = readReverseGeocodeBuffer();
  const engine = loadRowJobs();
  const job = readOrRefuse(() => engine.prepareReverseGeocode(input.text, buffer, input.spans, input.options));
  if (job.mode === 'finish') {
    const total = job.read.records.length + job.done;
    if (job.read.records.length === 0) throw new UserFacingError(nothingLeftText('Reverse Geocode', 'its nearest building, address and postal code'));
    if (!(await askToFinish(job.read.records.length, total, job.longer, automation.finish))) return undefined;
    if (editor.document.getText() !== input.text) throw new UserFacingError('The document changed while you were asked: run Reverse Geocode again.');
  }
  if (job.items.length === 0) throw new UserFacingError(`No row of the ${input.where} holds coordinates: nothing was asked.`);
  let written: ReturnType<typeof engine.writeReverseGeocode> | undefined;
  const result = await runTableJob<RevgeocodeQuery, Nearest>(
    editor,
    job.rows,
    {
      kind: 'revgeocode',
      title: 'Reverse geocoding',
      items: job.items,
      ask: (query, signal) =>
        withJobClient(async (client) => engine.nearestOf(await client.reverseGeocode(query.point, { buffer: query.buffer, priority: 'batch', signal }))),
    },
    (answers) => {
      written = engine.writeReverseGeocode(input.text, job, answers);
      return { insertions: written.insertions, shape: job.shape };
    },
    { whenCancelled: automation.whenCancelled, commandId: 'onemap.reverseGeocode' },
  );
  const places = written?.places ?? { found: 0, nothing: 0, errors: 0, notReached: job.items.length };
  if (result.applied > 0 || result.skippedChanged.length > 0) {
    // Counted over the places written; what needs a look (nothing near, errors) is in the rows themselves.
    const n = (kind: string): number => result.written[kind] ?? 0;
    const errors = n('error') > 0 ? `, ${n('error')} failed` : '';
    const counts = `${plural(n('found') + n('nothing') + n('error'), 'place')}: ${n('found')} found, ${n('nothing')} nothing within ${buffer} m${errors}`;
    const rowsFailed = job.read.records.length === 0 ? 0 : n('error');
    void showSummary({
      command: 'Reverse Geocode',
      commandId: 'onemap.reverseGeocode',
      uri: editor.document.uri,
      did: 'Reverse geocoded',
      written: result.rowsWritten,
      complete: `${counts}.`,
      counts,
      left: { notAsked: result.notAsked, edited: result.skippedChanged, failed: rowsFailed, longer: job.longer, typed: Math.max(0, result.squared - result.skippedChanged.length) },
    });
  }
  return { columns: written?.columns ?? [], places, mode: job.mode, longer: job.longer, ...result };
}

import * as vscode from 'vscode';
import { runTableJob } from '../batch/host/runJob';
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
}

/**
 * OneMap: Reverse Geocode…. Every place in the selected rows (the whole file when nothing is selected) is
 * asked of OneMap's revgeocode (WGS84) or revgeocodexy (SVY21) once, within `onemap.reverseGeocode.bufferMetres`;
 * the nearest building, address and postal code are written after each row in one edit.
 */
export async function reverseGeocode(target: unknown): Promise<ReverseGeocodeOutcome> {
  const editor = targetEditor(target, 'run Reverse Geocode again');
  const input = editorInput(editor);
  const buffer = readReverseGeocodeBuffer();
  const engine = loadRowJobs();
  const job = readOrRefuse(() => engine.prepareReverseGeocode(input.text, buffer, input.spans, input.options));
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
      return written.insertions;
    },
  );
  const places = written?.places ?? { found: 0, nothing: 0, errors: 0, notReached: job.items.length };
  if (result.applied > 0) {
    // Short enough for a toast: what needs a look (nothing near, errors) is in the rows themselves.
    const errors = places.errors > 0 ? `, ${places.errors} failed` : '';
    void vscode.window.showInformationMessage(
      `${plural(places.found + places.nothing + places.errors, 'place')}: ${places.found} found, ${places.nothing} nothing within ${buffer} m${errors}.`,
    );
  }
  return { columns: written?.columns ?? [], places, ...result };
}

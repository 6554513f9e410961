// The notes of running table jobs that let a job a reload stopped be offered again: what is noted, struck off,
// read back, and said.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { interruptedText, noteEnded, noteStarted, readNotes, type RunningJob } from '../../../src/batch/interruptedJobs';
import { NOTIFICATION_LIMIT } from '../../../src/ui/notificationText';

const job = (id: string, uri = 'file:///w/schools.csv', commandId = 'onemap.geocodeAddresses'): RunningJob => ({ id, uri, commandId, title: 'Geocoding addresses', startedAt: 1 });

describe('jobs a reload stopped', () => {
  it('a job noted and ended leaves nothing; one never ended is still there when the window starts again', () => {
    const list = noteStarted(noteStarted([], job('a')), job('b', 'file:///w/stops.json', 'onemap.reverseGeocode'));
    assert.deepEqual(noteEnded(list, 'a').map((j) => j.id), ['b']);
    assert.deepEqual(readNotes(JSON.parse(JSON.stringify(list))), list);
  });

  it('the same command run again on the same file replaces its note (that run covers it); another command does not', () => {
    const list = noteStarted(noteStarted([], job('a')), job('c'));
    assert.deepEqual(list.map((j) => j.id), ['c']);
    assert.deepEqual(noteStarted(list, job('d', 'file:///w/schools.csv', 'onemap.travelTimes')).map((j) => j.id), ['c', 'd']);
  });

  it('notes not in this shape (an older version, a hand edit) are ignored', () => {
    assert.deepEqual(readNotes(undefined), []);
    assert.deepEqual(readNotes([{ id: 'x' }, null, 3, job('ok')]), [job('ok')]);
  });

  it('the offer says what happened and what to do in a first sentence that fits a toast', () => {
    const text = interruptedText(job('a'), 'data/schools.csv');
    const first = text.slice(0, text.indexOf('. ') + 1);
    assert.equal(first, 'Geocoding addresses on data/schools.csv was stopped by a reload: run it again to finish.');
    assert.ok(first.length <= NOTIFICATION_LIMIT);
  });
});

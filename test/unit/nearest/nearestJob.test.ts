// Add Nearest Places works a large file out in chunks (the command yields between them for progress and
// Cancel): any chunks give the answer one pass gives, byte for byte, on real files and on rows a user writes.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { addNearestPlaces, type Kind, NearestJob, type NearestOptions, type NearestResult, PlaceIndex } from '../../../src/nearest';
import { readReal } from '../coords/realFixtures';
import { recordedThemePlaces, stationPlaces } from './fixturePlaces';

const kinds: Kind[] = [
  { words: ['mrt'], index: new PlaceIndex(stationPlaces()) },
  { words: ['theme'], index: new PlaceIndex(recordedThemePlaces()) },
];
const OPTIONS: NearestOptions = { decimals: 0, radius: 1000, outside: (lon) => lon > 104 };

/** The job run in steps of the sizes given (cycled), with what it said it had done after each. */
function inChunks(text: string, sizes: readonly number[], options = OPTIONS): { result: NearestResult; done: number[]; total: number } {
  const job = new NearestJob(text, kinds, [], {}, options);
  const done: number[] = [];
  for (let i = 0; job.done < job.total; i++) {
    job.step(sizes[i % sizes.length]!);
    done.push(job.done);
  }
  return { result: job.finish(), done, total: job.total };
}

// Real files: SVY21 quoted CSV (HDB), JSON objects (LTA), and rows a user writes: two places a row, a row
// without coordinates, a row in Johor (outside), a blank line.
const hdb = readReal('hdb-carpark-information.csv');
const stops = readReal('lta-datamall-bus-stops.json');
const trips = [
  'id\tstart_lat\tstart_lng\tend_lat\tend_lng',
  '1\t1.3521\t103.8198\t1.2903\t103.8520',
  '2\t\t\t\t',
  '',
  '3\t1.4927\t104.0500\t1.3000\t103.8000',
  '4\t1.3000\t103.8000\t1.3000\t103.8000',
].join('\n');

describe('NearestJob: chunks', () => {
  for (const [name, text] of [['HDB car parks (CSV)', hdb], ['LTA bus stops (JSON)', stops], ['trips (TSV, two places a row)', trips]] as const) {
    it(`${name}: steps of 1, 7 and 64 rows write exactly what one pass writes`, () => {
      const once = addNearestPlaces(text, kinds, [], {}, OPTIONS);
      assert.ok(once.insertions.length > 1);
      for (const size of [1, 7, 64]) assert.deepEqual(inChunks(text, [size]).result, once, `steps of ${size}`);
    });
  }

  it('done counts the rows worked out, by whole steps, up to the total (a row without coordinates among them)', () => {
    const { done, total } = inChunks(trips, [2]);
    assert.equal(total, 4);
    assert.deepEqual(done, [2, 4]);
    assert.deepEqual(inChunks(hdb, [128]).done, [128, 256, 300]);
  });

  it('finish works out the rows no step reached', () => {
    const job = new NearestJob(hdb, kinds, [], {}, OPTIONS);
    job.step(10);
    assert.deepEqual(job.finish(), addNearestPlaces(hdb, kinds, [], {}, OPTIONS));
  });

  it('any sequence of step sizes gives the same text, counts and ties as one pass (property)', () => {
    const once = addNearestPlaces(hdb, kinds, [], {}, OPTIONS);
    const onceTrips = addNearestPlaces(trips, kinds, [], {}, { decimals: 2, radius: 500 });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 301 }), { minLength: 1, maxLength: 8 }), (sizes) => {
        assert.deepEqual(inChunks(hdb, sizes).result, once);
        assert.deepEqual(inChunks(trips, sizes, { decimals: 2, radius: 500 }).result, onceTrips);
      }),
      { numRuns: 40 },
    );
  });
});

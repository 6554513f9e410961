// Add Nearest Places reads the rows while the user picks: the job that takes that reading writes what a job
// reading from scratch writes, byte for byte; a reading of other rows (the file edited, another selection,
// another source system or axis order) is never handed over, and a reading that failed leaves the job to say why.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Kind, NearestJob, type NearestOptions, PlaceIndex, RowsAhead } from '../../../src/nearest';
import type { FindOptions } from '../../../src/mapData/findPoints';
import { readReal } from '../coords/realFixtures';
import { stationPlaces } from './fixturePlaces';

const kinds: Kind[] = [{ words: ['mrt'], index: new PlaceIndex(stationPlaces()) }];
// Johor (east of 104°) stands for outside Singapore: the counts of the places prepared ahead must be the job's.
const outside = (lon: number): boolean => lon > 104;
const OPTIONS: NearestOptions = { decimals: 0, radius: 1000, outside };
const hdb = readReal('hdb-carpark-information.csv');
const stops = readReal('lta-datamall-bus-stops.json');
const trips = [
  'id\tstart_lat\tstart_lng\tend_lat\tend_lng',
  '1\t1.3521\t103.8198\t1.2903\t103.8520',
  '2\t\t\t\t',
  '3\t1.4927\t104.0500\t1.3000\t103.8000',
  '4\t1.4500\t104.1000\t1.4600\t104.2000',
].join('\n');
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function readUntil(ahead: RowsAhead, done: (a: RowsAhead) => boolean): Promise<void> {
  while (!done(ahead)) await turn();
}

function written(text: string, spans: Array<{ start: number; end: number }> = [], find: FindOptions = {}, taken?: ReturnType<RowsAhead['take']>) {
  const result = new NearestJob(text, kinds, spans, find, OPTIONS, taken).finish();
  return { insertions: result.insertions, rows: result.rows, ties: result.ties };
}

describe('RowsAhead: the rows read while the user picks', () => {
  for (const [name, text] of [
    ['HDB car parks (SVY21 CSV)', hdb],
    ["LTA's bus stops (JSON)", stops],
    ['trips (two places a row, some in Johor)', trips],
  ] as const) {
    it(`${name}: read in turns, then its places prepared, taken whole: the job writes what a job from scratch writes`, async () => {
      const ahead = new RowsAhead(text, [], {}, () => outside, 1);
      assert.equal(ahead.done, 0, 'nothing is read before the first turn: the command goes on to its picker');
      await readUntil(ahead, (a) => a.done > 0);
      assert.ok(!ahead.finished, 'one turn reads one row, not the whole file');
      assert.equal(ahead.prepared, 0, 'no place is prepared before every row is read');
      await readUntil(ahead, (a) => a.ready);
      const taken = ahead.take(text, [], {});
      assert.ok(taken?.reader.finished && taken.prepared?.finished);
      assert.deepEqual(written(text, [], {}, taken), written(text));
    });

    it(`${name}: taken half read, or read with half its places prepared: the job does the rest and writes the same`, async () => {
      const half = new RowsAhead(text, [], {}, () => outside, 1);
      await readUntil(half, (a) => a.done > 0);
      const taken = half.take(text, [], {});
      assert.ok(taken && !taken.reader.finished && taken.reader.done > 0 && taken.prepared === undefined);
      assert.deepEqual(written(text, [], {}, taken), written(text));
      const prepared = new RowsAhead(text, [], {}, () => outside, 1);
      await readUntil(prepared, (a) => a.prepared > 0);
      const part = prepared.take(text, [], {});
      assert.ok(part?.prepared && !part.prepared.finished && part.prepared.done > 0);
      assert.deepEqual(written(text, [], {}, part), written(text));
    });
  }

  it('trips: the places outside Singapore are counted once each, whether prepared ahead or not', async () => {
    const ahead = new RowsAhead(trips, [], {}, () => outside);
    await readUntil(ahead, (a) => a.ready);
    assert.equal(ahead.prepared, 6);
    const result = new NearestJob(trips, kinds, [], {}, OPTIONS, ahead.take(trips, [], {})).finish();
    assert.deepEqual(result.rows, { placed: 3, places: 6, withoutCoordinates: 1, outside: 3 });
  });

  it('stops reading when told (the picker dismissed), and when taken', async () => {
    for (const end of ['stop', 'take'] as const) {
      const ahead = new RowsAhead(hdb, [], {}, () => outside, 30);
      await readUntil(ahead, (a) => a.done > 0);
      const at = ahead.done;
      if (end === 'stop') ahead.stop();
      else ahead.take(hdb, [], {});
      for (let i = 0; i < 5; i++) await turn();
      assert.equal(ahead.done, at, end);
    }
  });

  it('a selection: taken for the same selection only', async () => {
    const spans = [{ start: hdb.indexOf('\n') + 1, end: hdb.indexOf('\n', 5000) }];
    const ahead = new RowsAhead(hdb, spans, {});
    await readUntil(ahead, (a) => a.finished);
    const taken = ahead.take(hdb, [{ ...spans[0]! }], {});
    assert.ok(taken, 'equal spans, not the same objects');
    assert.deepEqual(written(hdb, spans, {}, taken), written(hdb, spans));
  });

  it('other rows are never handed over: the file, the selection, the source system or the axis order changed', async () => {
    const spans = [{ start: 100, end: 200 }];
    const find: FindOptions = { from: 'EPSG:3414', svy21Order: 'xy' };
    const others: Array<[string, string, Array<{ start: number; end: number }>, FindOptions]> = [
      ['an edited file', hdb.replace('\n', '\n\n'), spans, find],
      ['a character changed, same length', `${hdb.slice(0, -2)}9\n`, spans, find],
      ['no selection now', hdb, [], find],
      ['a second selection', hdb, [...spans, { start: 300, end: 400 }], find],
      ['the selection ends one further', hdb, [{ start: 100, end: 201 }], find],
      ['the selection starts one further', hdb, [{ start: 101, end: 200 }], find],
      ['another source system', hdb, spans, { ...find, from: 'EPSG:4326' }],
      ['the system detected', hdb, spans, { svy21Order: 'xy' }],
      ['the other axis order', hdb, spans, { ...find, svy21Order: 'yx' }],
    ];
    for (const [what, text, theirSpans, theirFind] of others) {
      const ahead = new RowsAhead(hdb, spans, find);
      await readUntil(ahead, (a) => a.finished);
      assert.equal(ahead.take(text, theirSpans, theirFind), undefined, what);
    }
    const same = new RowsAhead(hdb, spans, find);
    await readUntil(same, (a) => a.finished);
    assert.ok(same.take(hdb, [{ start: 100, end: 200 }], { svy21Order: 'xy', from: 'EPSG:3414' }), 'the same rows');
  });

  it('a reading that failed is not handed over: the job reads again and says what it found', async () => {
    const text = 'just a note\nwith no coordinates in it\n';
    const ahead = new RowsAhead(text, [], {});
    for (let i = 0; i < 3; i++) await turn();
    assert.equal(ahead.take(text, [], {}), undefined);
    assert.throws(() => written(text), { message: 'No coordinate pairs found in the file.' });
  });
});

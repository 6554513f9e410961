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
const OPTIONS: NearestOptions = { decimals: 0, radius: 1000 };
const hdb = readReal('hdb-carpark-information.csv');
const stops = readReal('lta-datamall-bus-stops.json');
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
  ] as const) {
    it(`${name}: read in turns, taken whole, the job writes what a job from scratch writes`, async () => {
      const ahead = new RowsAhead(text, [], {}, 50);
      assert.equal(ahead.done, 0, 'nothing is read before the first turn: the command goes on to its picker');
      await readUntil(ahead, (a) => a.done > 0);
      assert.ok(!ahead.finished, 'one turn reads 50 rows, not the whole file');
      await readUntil(ahead, (a) => a.finished);
      const taken = ahead.take(text, [], {});
      assert.ok(taken?.finished);
      assert.deepEqual(written(text, [], {}, taken), written(text));
    });

    it(`${name}: taken half read, the job reads the rest and writes the same`, async () => {
      const ahead = new RowsAhead(text, [], {}, 70);
      await readUntil(ahead, (a) => a.done > 0);
      const taken = ahead.take(text, [], {});
      assert.ok(taken && !taken.finished && taken.done > 0);
      assert.deepEqual(written(text, [], {}, taken), written(text));
    });
  }

  it('stops reading when told (the picker dismissed), and when taken', async () => {
    for (const end of ['stop', 'take'] as const) {
      const ahead = new RowsAhead(hdb, [], {}, 30);
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

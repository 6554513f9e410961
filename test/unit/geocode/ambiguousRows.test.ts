// Resolve Ambiguous Rows writes a pick into the row it showed, found again in the text as it is after the pick:
// the pick stays open while the user types in the file, and a row's old offsets may then be another row's text.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ambiguousRows, geocodedLayout, rewriteRow, rowAgain, sourceRows } from '../../../src/geocode';
import { resolvedText } from '../../../src/geocode/resolveWords';

const HEADER = 'school,onemap_latitude,onemap_longitude,onemap_address,onemap_postal,onemap_match';
const TABLE = [
  HEADER,
  'ADMIRALTY PRIMARY SCHOOL,1.44,103.80,11 WOODLANDS CIRCLE,738907,ambiguous: 2',
  'BEDOK GREEN PRIMARY SCHOOL,1.32,103.94,1 BEDOK NTH ST 1,469660,exact',
  'CHIJ ST NICHOLAS GIRLS SCHOOL,1.37,103.83,501 ANG MO KIO ST 13,569405,ambiguous: 3',
  '',
].join('\n');
const PLACE = { name: 'P', address: '11 WOODLANDS CIRCLE ADMIRALTY PRIMARY SCHOOL SINGAPORE 738907', postal: '738907', lat: 1.44298589789841, lon: 103.800304550731, x: 24326.05, y: 47183.59 };
const SCHOOL = [0];

function read(text: string) {
  const source = sourceRows(text);
  return { source, layout: geocodedLayout(source.names) };
}

/** The text with the pick written into row `index` of `source`, as the command writes it. */
function picked(text: string, source: ReturnType<typeof sourceRows>, index: number): string {
  const layout = geocodedLayout(source.names)!;
  const replacement = rewriteRow(text, source, index, layout.names, layout.choice, { kind: 'picked', place: PLACE })!;
  return text.slice(0, replacement.start) + replacement.text + text.slice(replacement.end);
}

describe('Resolve Ambiguous Rows: the row a pick is written into', () => {
  it('walks the rows whose match says ambiguous, in text order, and none other', () => {
    const { source, layout } = read(TABLE);
    assert.deepEqual(ambiguousRows(source, layout!), [0, 2]);
    assert.deepEqual(ambiguousRows(source, { ...layout!, match: 'no_such_column' }), []);
  });

  it('a row typed above the one shown while its pick is open: the pick goes into the row shown, now one further down', () => {
    const typed = TABLE.replace(`${HEADER}\n`, `${HEADER}\nANCHOR GREEN PRIMARY SCHOOL,,,,,not found\n`);
    const again = read(typed);
    const index = rowAgain(again.source, again.layout, 0, SCHOOL, 'ADMIRALTY PRIMARY SCHOOL');
    assert.equal(index, 1);
    const out = picked(typed, again.source, index!).split('\n');
    assert.equal(out[1], 'ANCHOR GREEN PRIMARY SCHOOL,,,,,not found', 'the typed row as typed');
    assert.equal(out[2], `ADMIRALTY PRIMARY SCHOOL,${PLACE.lat},${PLACE.lon},${PLACE.address},738907,picked`);
    assert.deepEqual(out.slice(3), typed.split('\n').slice(3), 'the rows after it as they were');
  });

  it('written by its old place instead, the pick would land in another row: what the search again prevents', () => {
    const before = read(TABLE).source;
    const typed = TABLE.replace(`${HEADER}\n`, `${HEADER}\nANCHOR GREEN PRIMARY SCHOOL,,,,,not found\n`);
    const stale = picked(typed, before, 0);
    assert.notEqual(stale.split('\n')[2], `ADMIRALTY PRIMARY SCHOOL,${PLACE.lat},${PLACE.lon},${PLACE.address},738907,picked`);
  });

  it('the row shown was edited (its query is not the one picked for), or deleted: no row to write into', () => {
    const edited = read(TABLE.replace('ADMIRALTY PRIMARY SCHOOL', 'ADMIRALTY SECONDARY SCHOOL'));
    assert.equal(rowAgain(edited.source, edited.layout, 0, SCHOOL, 'ADMIRALTY PRIMARY SCHOOL'), undefined);
    const deleted = read(TABLE.replace(/ADMIRALTY[^\n]*\n/, ''));
    assert.equal(rowAgain(deleted.source, deleted.layout, 0, SCHOOL, 'ADMIRALTY PRIMARY SCHOOL'), undefined, 'the next ambiguous row asks another query');
    const noColumns = read('school\nADMIRALTY PRIMARY SCHOOL\n');
    assert.equal(rowAgain(noColumns.source, noColumns.layout, 0, SCHOOL, 'ADMIRALTY PRIMARY SCHOOL'), undefined);
  });

  it('the walk\'s place counts only the rows still ambiguous: after the first is picked, the second is first; a row passed over stays ahead', () => {
    const first = read(TABLE);
    const after = picked(TABLE, first.source, 0);
    const again = read(after);
    assert.equal(rowAgain(again.source, again.layout, 0, SCHOOL, 'CHIJ ST NICHOLAS GIRLS SCHOOL'), 2);
    assert.equal(rowAgain(first.source, first.layout, 1, SCHOOL, 'CHIJ ST NICHOLAS GIRLS SCHOOL'), 2);
    assert.equal(rowAgain(first.source, first.layout, 2, SCHOOL, 'CHIJ ST NICHOLAS GIRLS SCHOOL'), undefined);
  });

  it('in a JSON array, an object put before the one shown: the pick goes into the object shown', () => {
    const object = (name: string, match: string) => `\t{\n\t\t"Name": "${name}",\n\t\t"OnemapX": 1,\n\t\t"OnemapY": 2,\n\t\t"OnemapAddress": "A",\n\t\t"OnemapPostal": "",\n\t\t"OnemapMatch": "${match}"\n\t}`;
    const typed = `[\n${object('Anchor', 'exact')},\n${object('Admiralty', 'ambiguous: 2')}\n]`;
    const again = read(typed);
    const index = rowAgain(again.source, again.layout, 0, SCHOOL, 'Admiralty');
    assert.equal(index, 1);
    const out = JSON.parse(picked(typed, again.source, index!)) as Array<Record<string, unknown>>;
    assert.deepEqual(out.map((o) => [o.Name, o.OnemapMatch, o.OnemapX]), [['Anchor', 'exact', 1], ['Admiralty', 'picked', 24326.05]]);
  });

  it('says which row changed and the way on, in its first sentence', () => {
    assert.equal(resolvedText(0, 2, 'line 2'), 'Nothing was written to line 2, which changed while its pick was open: run Resolve Ambiguous Rows again to pick the 2 left (resolved 0 of 2 ambiguous rows).');
    assert.equal(resolvedText(1, 3, 'line 4'), 'Nothing was written to line 4, which changed while its pick was open: run Resolve Ambiguous Rows again to pick the 2 left (resolved 1 of 3 ambiguous rows).');
    assert.equal(resolvedText(1, 2), 'Resolved 1 of 2 ambiguous rows: run Resolve Ambiguous Rows again to pick the 1 left.');
  });
});

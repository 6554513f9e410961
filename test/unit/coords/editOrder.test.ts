// The edits of a text put in order before writing (edits.ts): a plan from elsewhere whose pairs come out of
// order is written in place, touching numbers are accepted and overlapping ones refused at the exact edge,
// names after their values are renamed where they stand, and nothing of an earlier conversion leaks in.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { convertText, planConversion, renderConversion, transformPoint, type ConversionPlan, type FoundPair } from '../../../src/shared/coords';
import { refusal } from './optionRefusal';

const A = '1.3039454,103.8408471';
const B = '1.2966,103.7764';
const MISPLACED = 'The plan does not belong to these texts: its pairs overlap or run past the end.';

/** renderConversion of `text` with the plan's pairs changed (each converted from its own values) to SVY21. */
function render(text: string, change: (pairs: FoundPair[]) => FoundPair[]): string {
  const plan = planConversion([text], {});
  const pairs = change(plan.pairs.map((p) => ({ ...p, first: { ...p.first }, second: { ...p.second } })));
  const results = pairs.map((p) => transformPoint(plan.from, 'EPSG:3414', p.x, p.y));
  return renderConversion([text], { ...plan, pairs } as ConversionPlan, 'EPSG:3414', results)[0]!;
}

const svy21 = (pair: string): string => convertText(pair, { to: 'EPSG:3414' }).text;
/** A's values in SVY21 as a named pair keeps them: northing where the latitude was. */
const namedA = (): string => svy21(A).split(',').reverse().join(',');

describe('a plan whose pairs come out of text order', () => {
  const text = `${A} ${B}`;

  it('is written in place, each pair where it stands', () => {
    assert.equal(render(text, ([a, b]) => [b!, a!]), `${svy21(A)} ${svy21(B)}`);
  });

  it('numbers that touch are accepted; one character of overlap is refused', () => {
    // The second pair's first number takes the space after the first pair: touching, not overlapping.
    const from = (start: number) => ([a, b]: FoundPair[]): FoundPair[] => [{ ...b!, first: { ...b!.first, start } }, a!];
    assert.equal(render(text, from(A.length)), `${svy21(A)}${svy21(B)}`);
    const overlapping = () => render(text, from(A.length - 1));
    assert.equal(refusal(overlapping), MISPLACED);
  });

  it('in a row with two pairs, the later pair overlapping the earlier one by its first character is refused', () => {
    const row = `7,${A},${B}`;
    const overlap = () => render(row, ([a, b]) => [{ ...b!, first: { ...b!.first, start: a!.second.end - 1 } }, a!]);
    assert.equal(refusal(overlap), MISPLACED);
  });
});

describe('names written back around their values', () => {
  for (const [names, renamed] of [['lat lng', 'north east'], ['lng lat', 'east north']]) {
    it(`names after their values are renamed where they stand, both of them (${names})`, () => {
      const text = `${A} (${names})`;
      const lat = text.indexOf('lat');
      const lng = text.indexOf('lng');
      const named = (p: FoundPair): FoundPair => ({
        ...p,
        syntax: 'named',
        names: { y: { start: lat, end: lat + 3, text: 'lat' }, x: { start: lng, end: lng + 3, text: 'lng' } },
      });
      assert.equal(render(text, ([p]) => [named(p!)]), `${namedA()} (${renamed})`);
      // Second value first (as a remote engine may hand it back): the same text.
      const swapped = (p: FoundPair): FoundPair => ({ ...named(p), first: p.second, second: p.first, order: p.order === 'xy' ? 'yx' : 'xy' });
      assert.equal(render(text, ([p]) => [swapped(p!)]), `${namedA()} (${renamed})`);
    });
  }

  it('a name running one character past the end of the text is refused; one ending at the end is renamed', () => {
    const text = `{"lng": 103.8408471, "lat": 1.3039454} lat`;
    const at = text.length - 3;
    // Values second first, so that the edits are put in order and checked against the text.
    const withName = (end: number) => (pairs: FoundPair[]): FoundPair[] =>
      pairs.map((p) => ({ ...p, first: p.second, second: p.first, order: p.order === 'xy' ? 'yx' : 'xy', names: { ...p.names, y: { start: at, end, text: 'lat' } } }));
    assert.equal(refusal(() => render(text, withName(text.length + 1))), MISPLACED);
    assert.match(render(text, withName(text.length)), /^\{"east": [\d.]+, "lat": [\d.]+\} north$/);
  });
});

describe('a conversion after others writes its own edits only', () => {
  // Each of these goes through the edits (accents, renamed names); a long one first leaves more edits
  // behind than the next one has.
  const TABLE = `lat,lng,${'note'.repeat(12)}\n${A},x\n${B},y`;
  const MANY = `é ${Array.from({ length: 12 }, (_, i) => `1.3${i},103.8${i}`).join(' ')}`;

  it('a table with renamed columns, before and after a text with many pairs', () => {
    const before = convertText(TABLE, { to: 'EPSG:3414' }).text;
    assert.match(before, /^north,east,(note){12}\n[\d.]+,[\d.]+,x\n[\d.]+,[\d.]+,y$/);
    convertText(MANY, { to: 'EPSG:3414' });
    assert.equal(convertText(TABLE, { to: 'EPSG:3414' }).text, before);
  });

  it('512 rows, whose 1 024 numbers fill the edits held at first, keep every number when the header is renamed', () => {
    // In a fresh process the edits grow for the header's names after the numbers are in: they must be kept.
    const rows = Array.from({ length: 512 }, (_, i) => `${i % 2 === 0 ? A : B}`);
    const result = convertText(`lat,lng\n${rows.join('\n')}`, { to: 'EPSG:3414' });
    const named = (pair: string) => svy21(pair).split(',').reverse().join(',');
    assert.equal(result.text, `north,east\n${rows.map(named).join('\n')}`);
  });

  for (const names of ['lat lng', 'lng lat']) {
    it(`names after their values (${names}), after a text with many pairs`, () => {
      const text = `${A} ${'-'.repeat(40)} (${names})`;
      const lat = text.indexOf('lat');
      const lng = text.indexOf('lng');
      const named = ([p]: FoundPair[]): FoundPair[] => [
        { ...p!, syntax: 'named', names: { y: { start: lat, end: lat + 3, text: 'lat' }, x: { start: lng, end: lng + 3, text: 'lng' } } },
      ];
      const expected = `${namedA()} ${'-'.repeat(40)} (${names.replace('lat', 'north').replace('lng', 'east')})`;
      convertText(MANY, { to: 'EPSG:3414' });
      assert.equal(render(text, named), expected);
    });
  }
});

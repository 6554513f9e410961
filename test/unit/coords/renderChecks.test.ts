// renderConversion as a remote engine calls it: a plan that does not fit the texts is refused with a
// clear message at its exact edge, and one that fits is written back, pairs in the order a user reads.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { convertText, planConversion, renderConversion, transformPoint, type ConversionPlan, type CrsId, type FoundPair } from '../../../src/shared/coords';
import { refusal } from './optionRefusal';

const TEXT = '1.3039454,103.8408471';

/** The plan of `texts`, with its pairs changed by `change`, rendered with each pair's own point converted. */
function renderChanged(texts: string[], change: (pair: FoundPair, i: number) => FoundPair, to: CrsId = 'EPSG:3414'): string[] {
  const plan = planConversion(texts, {});
  const pairs = plan.pairs.map((p, i) => change({ ...p, first: { ...p.first }, second: { ...p.second } }, i));
  const results = plan.pairs.map((p) => transformPoint(plan.from, to, p.x, p.y));
  return renderConversion(texts, { ...plan, pairs } as ConversionPlan, to, results);
}

const MALFORMED = 'renderConversion: pair 0 of the plan or of the results is malformed.';
const MISPLACED = 'The plan does not belong to these texts: its pairs overlap or run past the end.';
const ORDER = 'The plan does not belong to these texts: its pairs must be in text order.';

describe('renderConversion refuses a plan or results that do not fit', () => {
  it('a pair whose fields are not what planConversion makes', () => {
    const broken: Array<(p: FoundPair) => FoundPair> = [
      (p) => ({ ...p, textIndex: 0.5 }),
      (p) => ({ ...p, order: 'zz' as 'xy' }),
      (p) => ({ ...p, first: null as unknown as FoundPair['first'] }),
      (p) => ({ ...p, second: 'x' as unknown as FoundPair['second'] }),
      (p) => ({ ...p, first: { ...p.first, start: -1 } }),
      (p) => ({ ...p, second: { ...p.second, end: 3.5 } }),
      () => null as unknown as FoundPair,
    ];
    for (const change of broken) assert.equal(refusal(() => renderChanged([TEXT], change)), MALFORMED);
  });

  it('both axis orders and a start at 0 are accepted', () => {
    for (const order of ['xy', 'yx'] as const) {
      assert.equal(renderChanged([TEXT], (p) => ({ ...p, order })).length, 1);
    }
  });

  it('results that are not two numbers a pair', () => {
    const plan = planConversion([TEXT], {});
    for (const bad of [[1, '2'], ['1', 2], 'ab', null]) {
      assert.equal(refusal(() => renderConversion([TEXT], plan, 'EPSG:3414', [bad as unknown as [number, number]])), MALFORMED);
    }
    assert.equal(refusal(() => renderConversion([TEXT], plan, 'EPSG:3414', [])), 'Expected 1 converted pairs, got 0.');
    const noPairs = { ...plan, pairs: 'x' } as unknown as ConversionPlan;
    assert.equal(
      refusal(() => renderConversion([TEXT], noPairs, 'EPSG:3414', [])),
      'renderConversion needs a plan from planConversion and one result per pair.',
    );
  });

  it('numbers at the exact end of the text are accepted, one past it refused', () => {
    const n = TEXT.length;
    assert.equal(renderChanged([TEXT], (p) => p).length, 1);
    assert.equal(refusal(() => renderChanged([TEXT], (p) => ({ ...p, second: { ...p.second, end: n + 1 } }))), MISPLACED);
    assert.equal(refusal(() => renderChanged([TEXT], (p) => ({ ...p, first: { ...p.first, end: n + 1 } }))), MISPLACED);
  });

  it('an empty number is refused, a one-character one accepted', () => {
    assert.equal(refusal(() => renderChanged([TEXT], (p) => ({ ...p, first: { ...p.first, end: p.first.start } }))), MISPLACED);
    assert.equal(refusal(() => renderChanged([TEXT], (p) => ({ ...p, second: { ...p.second, end: p.second.start } }))), MISPLACED);
    assert.equal(renderChanged([TEXT], (p) => ({ ...p, first: { ...p.first, end: p.first.start + 1 } })).length, 1);
    assert.equal(renderChanged([TEXT], (p) => ({ ...p, second: { ...p.second, end: p.second.start + 1 } })).length, 1);
  });

  it('a second number overlapping the first is refused unless the pair is named', () => {
    const overlap = (p: FoundPair): FoundPair => ({ ...p, second: { ...p.second, start: p.first.end - 1 } });
    assert.equal(refusal(() => renderChanged([TEXT], overlap)), MISPLACED);
    // Touching is not overlapping.
    assert.equal(renderChanged([TEXT], (p) => ({ ...p, second: { ...p.second, start: p.first.end } })).length, 1);
    const named = convertText('{"lat": 1.3039454, "lng": 103.8408471}', { to: 'EPSG:3414' }).text;
    assert.match(named, /^\{"northing": [\d.]+, "easting": [\d.]+\}$|^\{"north": [\d.]+, "east": [\d.]+\}$|^\{"y": [\d.]+, "x": [\d.]+\}$/);
  });

  it('a named pair given second value first is written under its own names; past the end it is refused', () => {
    const text = '{"lng": 103.8408471, "lat": 1.3039454}';
    const swapped = (p: FoundPair): FoundPair => ({ ...p, first: p.second, second: p.first, order: p.order === 'xy' ? 'yx' : 'xy' });
    assert.deepEqual(renderChanged([text], swapped), [convertText(text, { to: 'EPSG:3414' }).text]);
    const pastEnd = (p: FoundPair): FoundPair => ({ ...swapped(p), first: { ...p.second, end: text.length + 1 } });
    assert.equal(refusal(() => renderChanged([text], pastEnd)), MISPLACED);
  });

  it('an unknown system is refused, naming which one', () => {
    const plan = planConversion([TEXT], {});
    const results = [[1, 2] as [number, number]];
    assert.match(refusal(() => renderConversion([TEXT], plan, 'EPSG:1' as CrsId, results)), /^The target system must be one of/);
    const from = { ...plan, from: 'EPSG:2' } as unknown as ConversionPlan;
    assert.match(refusal(() => renderConversion([TEXT], from, 'EPSG:3414', results)), /^The source system must be one of/);
  });

  it('pairs of a later text before an earlier one, or of a text that is not there, are refused', () => {
    const texts = [TEXT, TEXT];
    assert.equal(refusal(() => renderChanged(texts, (p, i) => ({ ...p, textIndex: 1 - i }))), ORDER);
    assert.equal(refusal(() => renderChanged([TEXT], (p) => ({ ...p, textIndex: 1 }))), ORDER);
    assert.deepEqual(renderChanged(texts, (p) => p), [convertText(TEXT, { to: 'EPSG:3414' }).text, convertText(TEXT, { to: 'EPSG:3414' }).text]);
  });
});

describe('the order pairs are written in, there and back', () => {
  for (const svy21Order of ['xy', 'yx'] as const) {
    const svy = svy21Order === 'xy' ? '29300,30000' : '30000,29300';
    it(`SVY21 read ${svy21Order} to Web Mercator keeps that order, and comes back as it was`, () => {
      const mercator = convertText(svy, { to: 'EPSG:3857', svy21Order }).text;
      const [a, b] = mercator.split(',').map(Number);
      // Web Mercator's x here is about 11.56 million, its y about 143 000.
      assert.equal(a! > 1e7, svy21Order === 'xy', mercator);
      assert.equal(b! > 1e7, svy21Order === 'yx', mercator);
      assert.equal(convertText(mercator, { to: 'EPSG:3414', svy21Order }).text, svy);
    });

    it(`SVY21 read ${svy21Order} to degrees: latitude first as written, longitude first in GeoJSON`, () => {
      assert.equal(convertText(svy, { to: 'EPSG:4326', svy21Order }).text, '1.28758,103.845');
      const geo = `{"type":"Point","coordinates":[${svy}]}`;
      assert.equal(convertText(geo, { to: 'EPSG:4326', svy21Order }).text, '{"type":"Point","coordinates":[103.845,1.28758]}');
      assert.equal(convertText('{"type":"Point","coordinates":[103.845,1.28758]}', { to: 'EPSG:3414', svy21Order }).text, geo);
    });

    it(`degrees to SVY21 written ${svy21Order}, whichever order the degrees were in`, () => {
      for (const degrees of ['1.28758,103.845', '103.845,1.28758']) {
        assert.equal(convertText(degrees, { to: 'EPSG:3414', svy21Order }).text, svy);
      }
    });
  }
});

// The two-step API a remote converter uses, and several selections converted with one decision.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CRS,
  CoordinateError,
  convertTexts,
  describeCrs,
  planConversion,
  renderConversion,
  transformPoint,
  type ConversionPlan,
} from '../../../src/shared/coords';
import { proj4Direct } from './support';

describe('planConversion', () => {
  it('describes each pair: where it is, its order, and x/y', () => {
    const plan = planConversion(['a 1.3039454, 103.8408471', 'POINT (103.8421581 1.319728905)'], { to: 'EPSG:3414' });
    assert.deepEqual(plan, {
      from: 'EPSG:4326',
      pairs: [
        {
          textIndex: 0,
          first: { start: 2, end: 11, value: 1.3039454 },
          second: { start: 13, end: 24, value: 103.8408471 },
          order: 'yx',
          x: 103.8408471,
          y: 1.3039454,
          syntax: 'plain',
        },
        {
          textIndex: 1,
          first: { start: 7, end: 18, value: 103.8421581 },
          second: { start: 19, end: 30, value: 1.319728905 },
          order: 'xy',
          x: 103.8421581,
          y: 1.319728905,
          syntax: 'x-first',
        },
      ],
    });
  });

  it('needs no target', () => {
    assert.equal(planConversion(['28833.0605447, 31810.3242714'], {}).from, 'EPSG:3414');
  });

  it('reads SVY21 in the order it is told', () => {
    const plan = planConversion(['31810.3242714, 28833.0605447'], { svy21Order: 'yx' });
    assert.equal(plan.pairs[0]!.order, 'yx');
    assert.equal(plan.pairs[0]!.x, 28833.0605447);
    assert.equal(plan.pairs[0]!.y, 31810.3242714);
  });
});

describe("the issue's examples: which numbers are the pair", () => {
  const examples: [text: string, pairs: [number, number][], order: 'xy' | 'yx'][] = [
    ['1,28983.75,33554.43', [[28983.75, 33554.43]], 'xy'],
    ['12000,28983.75,33554.43,15', [[28983.75, 33554.43]], 'xy'],
    ['EPSG:3414 28983.75 33554.43', [[28983.75, 33554.43]], 'xy'],
    ['[103.84, 1.30, 15]', [[103.84, 1.3]], 'xy'],
    ['LINESTRING (103.8 1.3, 103.9 1.31)', [[103.8, 1.3], [103.9, 1.31]], 'xy'],
    ['3,1.30,103.84,15', [[1.3, 103.84]], 'yx'],
    ['145167.07, 11559510.22', [[145167.07, 11559510.22]], 'yx'],
  ];
  for (const [text, expected, order] of examples) {
    it(text, () => {
      const plan = planConversion([text], {});
      assert.deepEqual(
        plan.pairs.map((p) => [p.first.value, p.second.value]),
        expected,
      );
      for (const p of plan.pairs) {
        assert.equal(p.order, order);
        // The offsets are those of the numbers as written.
        assert.equal(Number(text.slice(p.first.start, p.first.end)), p.first.value);
        assert.equal(Number(text.slice(p.second.start, p.second.end)), p.second.value);
      }
    });
  }
});

describe('renderConversion', () => {
  const texts = ['start 1.3039454, 103.8408471 end', '[[103.8421581, 1.319728905], [103.8408471, 1.3039454]]'];

  it('writes results computed elsewhere (here: proj4 directly, as a remote engine would)', () => {
    const plan = planConversion(texts, { to: 'EPSG:3857' });
    const results = plan.pairs.map((p) => proj4Direct('EPSG:4326', 'EPSG:3857', p.x, p.y));
    assert.deepEqual(renderConversion(texts, plan, 'EPSG:3857', results, { metreDecimals: 3 }), [
      'start 145167.070, 11559510.223 end',
      '[[11559656.163, 146924.542], [11559510.223, 145167.070]]',
    ]);
  });

  it('is what convertTexts does with transformPoint in the middle', () => {
    const plan = planConversion(texts, { to: 'EPSG:3414' });
    const results = plan.pairs.map((p) => transformPoint(plan.from, 'EPSG:3414', p.x, p.y));
    const options = { degreeDecimals: 5, metreDecimals: 2 };
    assert.deepEqual(renderConversion(texts, plan, 'EPSG:3414', results, options), convertTexts(texts, { to: 'EPSG:3414', ...options }).texts);
  });

  it('rejects results that do not match the plan', () => {
    const plan = planConversion(texts, {});
    const error = catchError(() => renderConversion(texts, plan, 'EPSG:3414', [[1, 2]]));
    assert.equal(error.code, 'invalid-option');
  });

  it('rejects a plan for other texts', () => {
    const plan = planConversion(texts, {});
    const error = catchError(() => renderConversion(['short'], plan, 'EPSG:3414', plan.pairs.map(() => [1, 2] as [number, number])));
    assert.equal(error.code, 'invalid-option');
  });

  it('reports a pair that could not be converted, with its location', () => {
    const plan = planConversion(texts, {});
    const results = plan.pairs.map((_, i) => (i === 1 ? [NaN, 1] : [1, 2]) as [number, number]);
    const error = catchError(() => renderConversion(texts, plan, 'EPSG:3414', results));
    assert.equal(error.code, 'outside-extent');
    assert.deepEqual(error.location, { textIndex: 1, start: 2, end: 26 });
    assert.match(error.message, /"103\.8421581, 1\.319728905" could not be converted to EPSG:3414 \(SVY21\)/);
  });

  it('accepts a plan that went through JSON (as it would to a worker or a web view)', () => {
    const plan = JSON.parse(JSON.stringify(planConversion(texts, {}))) as ConversionPlan;
    const results = plan.pairs.map((p) => transformPoint(plan.from, 'EPSG:3414', p.x, p.y));
    assert.deepEqual(renderConversion(texts, plan, 'EPSG:3414', results), convertTexts(texts, { to: 'EPSG:3414' }).texts);
  });
});

describe('convertTexts: several selections, one decision', () => {
  it('converts each selection and leaves ones without pairs unchanged', () => {
    const result = convertTexts(['1.3039454, 103.8408471', 'nothing here 42', '[103.8421581, 1.319728905]'], { to: 'EPSG:3414', metreDecimals: 3 });
    assert.deepEqual(result, {
      texts: ['28837.856, 31809.177', 'nothing here 42', '[28983.752, 33554.436]'],
      converted: 2,
      from: 'EPSG:4326',
      to: 'EPSG:3414',
    });
  });

  it('detects the system across selections: a pair in one is enough', () => {
    const result = convertTexts(['28833.0605447, 31810.3242714', '28983.788791079794 33554.509813284'], { to: 'EPSG:4326', degreeDecimals: 7 });
    assert.deepEqual(result.texts, ['1.3039558, 103.8408040', '1.3197296 103.8421584']);
  });

  it('with `from`, converts that system in every selection and leaves the rest', () => {
    const result = convertTexts(['28833.0605447, 31810.3242714', '1.3039454, 103.8408471'], { from: 'EPSG:4326', to: 'EPSG:3857', metreDecimals: 3 });
    assert.deepEqual(result.texts, ['28833.0605447, 31810.3242714', '145167.070, 11559510.223']);
    assert.equal(result.converted, 1);
  });

  it('returns new strings and leaves the input array alone', () => {
    const texts = ['1.3039454, 103.8408471'];
    convertTexts(texts, { to: 'EPSG:3414' });
    assert.deepEqual(texts, ['1.3039454, 103.8408471']);
  });
});

describe('transformPoint', () => {
  it('returns the point itself between a system and itself', () => {
    assert.deepEqual(transformPoint('EPSG:3414', 'EPSG:3414', 28833.0605447, 31810.3242714), [28833.0605447, 31810.3242714]);
  });

  it('rejects numbers that are not finite and unknown systems', () => {
    assert.equal(catchError(() => transformPoint('EPSG:4326', 'EPSG:3414', NaN, 1.3)).code, 'invalid-option');
    assert.equal(catchError(() => transformPoint('EPSG:4326', 'EPSG:3414', 103.8, Infinity)).code, 'invalid-option');
    assert.equal(catchError(() => transformPoint('EPSG:1234' as 'EPSG:4326', 'EPSG:3414', 103.8, 1.3)).code, 'invalid-option');
  });

  it('alternating directions uses the right converter each time', () => {
    const a = transformPoint('EPSG:4326', 'EPSG:3414', 103.8408471, 1.3039454);
    const b = transformPoint('EPSG:4326', 'EPSG:3857', 103.8408471, 1.3039454);
    const c = transformPoint('EPSG:4326', 'EPSG:3414', 103.8408471, 1.3039454);
    assert.deepEqual(a, c);
    assert.notDeepEqual(a, b);
    assert.ok(Math.abs(b[0] - 11559510.222714178) < 1e-6);
  });
});

describe('CRS and describeCrs', () => {
  it('label and unit for each system', () => {
    assert.deepEqual(CRS, {
      'EPSG:4326': { label: 'WGS84', unit: 'degree' },
      'EPSG:3414': { label: 'SVY21', unit: 'metre' },
      'EPSG:3857': { label: 'Web Mercator', unit: 'metre' },
    });
    assert.equal(describeCrs('EPSG:3414'), 'EPSG:3414 (SVY21)');
    assert.equal(describeCrs('EPSG:4326'), 'EPSG:4326 (WGS84)');
    assert.equal(describeCrs('EPSG:3857'), 'EPSG:3857 (Web Mercator)');
  });
});

function catchError(run: () => unknown): CoordinateError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof CoordinateError, `expected a CoordinateError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected an error');
}

// When a run's numbers can pair in more than one way, the reading with the most pairs wins, and among
// equals the pair nearest Singapore's centre (measured in extent widths): an id beside a pair, a third
// latitude after "lat lon", a long line of points. Each case is written so that the other choice is
// also inside Singapore's extent: only the rule above tells them apart.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { convertText, planConversion, type AxisOrder, type CrsId } from '../../../src/shared/coords';

/** The pairs found in `text`, as the values the user sees and the order they were read in. */
function pairsOf(text: string, svy21Order: AxisOrder = 'xy', to: CrsId = 'EPSG:4326') {
  const plan = planConversion([text], { to, svy21Order });
  return plan.pairs.map((p) => ({ from: plan.from, order: p.order, x: p.x, y: p.y, text: text.slice(p.first.start, p.second.end) }));
}

describe('SVY21: an id beside the pair is left alone, whichever side it is on', () => {
  it('an id before the pair (10001, then easting, northing)', () => {
    assert.deepEqual(pairsOf('10001,28983.75,33554.43'), [{ from: 'EPSG:3414', order: 'xy', x: 28983.75, y: 33554.43, text: '28983.75,33554.43' }]);
  });
  it('an id after the pair', () => {
    assert.deepEqual(pairsOf('28983.75,33554.43,10001'), [{ from: 'EPSG:3414', order: 'xy', x: 28983.75, y: 33554.43, text: '28983.75,33554.43' }]);
  });
  it('northing first, with the id before and after', () => {
    assert.deepEqual(pairsOf('10001,33554.43,28983.75', 'yx'), [{ from: 'EPSG:3414', order: 'yx', x: 28983.75, y: 33554.43, text: '33554.43,28983.75' }]);
    assert.deepEqual(pairsOf('33554.43,28983.75,10001', 'yx'), [{ from: 'EPSG:3414', order: 'yx', x: 28983.75, y: 33554.43, text: '33554.43,28983.75' }]);
  });
  it('three SVY21-sized numbers: the two nearest the centre (26 495, 37 133) as easting, northing', () => {
    // Read northing first, (37000, 26495) would be the nearer: the order setting decides which is which.
    assert.deepEqual(pairsOf('37000, 26495, 37133'), [{ from: 'EPSG:3414', order: 'xy', x: 26495, y: 37133, text: '26495, 37133' }]);
    assert.deepEqual(pairsOf('37000, 26495, 37133', 'yx'), [{ from: 'EPSG:3414', order: 'yx', x: 26495, y: 37000, text: '37000, 26495' }]);
  });
  it('the id converts nowhere: only the pair changes in the output', () => {
    const out = convertText('10001,28983.75,33554.43', { to: 'EPSG:4326' }).text;
    assert.match(out, /^10001,1\.\d+,103\.\d+$|^10001,103\.\d+,1\.\d+$/);
  });
});

describe('WGS84: "lat lon lat" pairs the latitude nearer the centre (1.3521) with the longitude', () => {
  it('1.35 103.82 1.45: the first latitude, latitude first', () => {
    assert.deepEqual(pairsOf('1.35 103.82 1.45', 'xy', 'EPSG:3414'), [{ from: 'EPSG:4326', order: 'yx', x: 103.82, y: 1.35, text: '1.35 103.82' }]);
  });
  it('1.25 103.82 1.35: the second latitude, longitude first', () => {
    assert.deepEqual(pairsOf('1.25 103.82 1.35', 'xy', 'EPSG:3414'), [{ from: 'EPSG:4326', order: 'xy', x: 103.82, y: 1.35, text: '103.82 1.35' }]);
  });
  it('"lon lat lon" pairs the longitude nearer the centre (103.8198) with the latitude', () => {
    assert.deepEqual(pairsOf('103.62 1.35 103.92', 'xy', 'EPSG:3414'), [{ from: 'EPSG:4326', order: 'yx', x: 103.92, y: 1.35, text: '1.35 103.92' }]);
    assert.deepEqual(pairsOf('103.72 1.35 104.02', 'xy', 'EPSG:3414'), [{ from: 'EPSG:4326', order: 'xy', x: 103.72, y: 1.35, text: '103.72 1.35' }]);
  });
});

describe('WGS84: five numbers that pair two ways, two pairs each, weigh each axis by its extent', () => {
  // Longitude spans 1° and latitude 0.4°, so 0.1° of latitude weighs as much as 0.25° of longitude.
  it('103.55 1.15 103.75 1.3521 103.65: longitude first', () => {
    const found = pairsOf('103.55 1.15 103.75 1.3521 103.65', 'xy', 'EPSG:3414');
    assert.deepEqual(found.map((p) => p.text), ['103.55 1.15', '103.75 1.3521']);
    assert.ok(found.every((p) => p.order === 'xy'));
  });
  it('103.55 1.3521 103.82 1.25 104.4: longitude first', () => {
    const found = pairsOf('103.55 1.3521 103.82 1.25 104.4', 'xy', 'EPSG:3414');
    assert.deepEqual(found.map((p) => p.text), ['103.55 1.3521', '103.82 1.25']);
    assert.ok(found.every((p) => p.order === 'xy'));
  });
});

describe('Web Mercator: "y x y" pairs the y nearer the centre (150 529) with the x', () => {
  it('150529 11557167 130000: the first y, y first', () => {
    assert.deepEqual(pairsOf('150529 11557167 130000'), [{ from: 'EPSG:3857', order: 'yx', x: 11557167, y: 150529, text: '150529 11557167' }]);
  });
  it('130000 11557167 150529: the second y, x first', () => {
    assert.deepEqual(pairsOf('130000 11557167 150529'), [{ from: 'EPSG:3857', order: 'xy', x: 11557167, y: 150529, text: '11557167 150529' }]);
  });
  it('"x y x" pairs the x nearer the centre (11 557 167) with the y', () => {
    assert.deepEqual(pairsOf('11540000 150529 11600000'), [{ from: 'EPSG:3857', order: 'xy', x: 11540000, y: 150529, text: '11540000 150529' }]);
    assert.deepEqual(pairsOf('11510000 150529 11570000'), [{ from: 'EPSG:3857', order: 'yx', x: 11570000, y: 150529, text: '150529 11570000' }]);
  });
});

describe('a long line of points on one line is read whole, every point longitude first', () => {
  for (const points of [255, 256, 257, 300, 513]) {
    it(`a WKT LINESTRING of ${points} points`, () => {
      const coords = Array.from({ length: points }, (_, i) => [103.6 + (i % 500) * 0.001, 1.2 + (i % 200) * 0.001] as const);
      const text = `LINESTRING (${coords.map(([x, y]) => `${x.toFixed(3)} ${y.toFixed(3)}`).join(', ')})`;
      const found = pairsOf(text, 'xy', 'EPSG:3414');
      assert.equal(found.length, points);
      found.forEach((p, i) => {
        assert.equal(p.order, 'xy');
        assert.equal(p.x, Number(coords[i]![0].toFixed(3)));
        assert.equal(p.y, Number(coords[i]![1].toFixed(3)));
      });
    });
  }
  it('a KML coordinates list (lon,lat,altitude triples) of 300 points keeps the altitudes', () => {
    const text = Array.from({ length: 300 }, (_, i) => `${(103.7 + i * 0.0005).toFixed(4)},${(1.3 + i * 0.0003).toFixed(4)},0`).join(' ');
    const found = pairsOf(text, 'xy', 'EPSG:3414');
    assert.equal(found.length, 300);
    assert.ok(found.every((p, i) => p.order === 'xy' && p.x === Number((103.7 + i * 0.0005).toFixed(4))));
    const out = convertText(text, { to: 'EPSG:3414' }).text;
    assert.equal(out.split(' ').length, 300);
    assert.ok(out.split(' ').every((triple) => /^\d+,\d+,0$/.test(triple)), out.slice(0, 200));
  });
});

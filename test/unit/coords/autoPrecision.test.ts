// The extra decimal, both ways: a metre value that needed one decimal more on its way to degrees (or a
// Web Mercator y on its way to SVY21) comes back as it was, not with that decimal; no value ever moves.
// Pairs found with a random search over Singapore, each one that came back with a decimal more before.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { convertText, type CrsId } from '../../../src/shared/coords';

const there = (text: string, to: CrsId) => convertText(text, { to }).text;
const roundTrip = (text: string, from: CrsId, to: CrsId) => there(there(text, to), from);

const CASES: Array<{ what: string; text: string; from: CrsId; to: CrsId; between: string }> = [
  { what: 'SVY21 easting with the extra decimal (degrees 9 and 7 decimals)', text: '18990.94, 36708.87', from: 'EPSG:3414', to: 'EPSG:4326', between: '1.34825515, 103.7523666' },
  { what: 'SVY21 northing with the extra decimal', text: '39858.8024, 31592.9574', from: 'EPSG:3414', to: 'EPSG:4326', between: '1.301987734, 103.9398752785' },
  { what: 'both SVY21 values with the extra decimal', text: '8720.370, 40318.542', from: 'EPSG:3414', to: 'EPSG:4326', between: '1.380894735, 103.660077005' },
  { what: 'Web Mercator y with the extra decimal in SVY21', text: '11554431.30, 154329.50', from: 'EPSG:3857', to: 'EPSG:3414', between: '23760.38, 40907.845' },
  { what: 'Web Mercator x with the extra decimal in degrees', text: '11577159.01, 149938.22', from: 'EPSG:3857', to: 'EPSG:4326', between: '103.99938885, 1.3467939' },
];

describe('the extra decimal comes back off (auto decimals)', () => {
  for (const c of CASES) {
    it(`${c.what}: ${c.text} → ${c.between} → ${c.text}`, () => {
      assert.equal(there(c.text, c.to), c.between, 'the way out, with its extra decimal');
      assert.equal(roundTrip(c.text, c.from, c.to), c.text);
    });
  }

  it('a value with its own final 0 and a partner without one keeps the 0', () => {
    // "28664.0" and "28664" give the same degrees here; the pair's counts say which was meant.
    assert.equal(roundTrip('28664.0, 24738.4', 'EPSG:3414', 'EPSG:4326'), '28664.0, 24738.4');
    assert.equal(roundTrip('26821.1, 37381.0', 'EPSG:3414', 'EPSG:4326'), '26821.1, 37381.0');
  });

  it('degrees with a decimal more on one value than the other (as typed) still come back exactly', () => {
    for (const text of ['1.34825515, 103.7523666', '1.3482552, 103.75236661', '1.301987734, 103.9398752785']) {
      assert.equal(roundTrip(text, 'EPSG:4326', 'EPSG:3414'), text);
      assert.equal(roundTrip(text, 'EPSG:4326', 'EPSG:3857'), text);
    }
  });

  it('a 9-decimal latitude beside a 5-decimal longitude (LTA stop 65601) comes back as it was', () => {
    // The easting is written to whole metres (0.32 m off), which moves the latitude back by 0.08 of its last
    // digit through SVY21's grid convergence: the nearest 9-decimal text is 1.407698055, and the other, the
    // source's own, is the one that converts back to the metres written.
    assert.equal(there('103.89849, 1.407698056', 'EPSG:3414'), '35253, 43281.7161');
    assert.equal(there('35253, 43281.7161', 'EPSG:4326'), '1.407698056, 103.89849', 'degrees written latitude first');
    assert.equal(roundTrip('35253, 43281.7161', 'EPSG:3414', 'EPSG:4326'), '35253, 43281.7161', 'and the metres come back too');
  });
});

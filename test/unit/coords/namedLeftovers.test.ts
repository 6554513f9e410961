// Named coordinates take their own numbers; what is left of a row or an object (an id, a count) must
// never pair with what is left beside it, nor with the next row's, even where those numbers would
// read as SVY21 (both are 10 000 or more here). Pair A: 1.3039454, 103.8408471 is 28837.856, 31809.177.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { convertText } from '../../../src/shared/coords';
import { forgetNames } from '../../../src/shared/coords/named/names';

// Each test classifies its names afresh, as a new process would (names.ts keeps what it classified).
beforeEach(forgetNames);

const TO_SVY21 = { to: 'EPSG:3414', degreeDecimals: 7, metreDecimals: 3 } as const;

describe('the numbers beside named coordinates stay as they are', () => {
  it('a CSV row: the id before and the count after the named columns', () => {
    const result = convertText('id,lat,lon,count\n10001,1.3039454,103.8408471,20000', TO_SVY21);
    assert.equal(result.text, 'id,north,east,count\n10001,31809.177,28837.856,20000');
    assert.equal(result.converted, 1);
  });
  it("rows of a table: one row's count and the next row's id are no pair", () => {
    const rows = ['10001,1.3039454,103.8408471,20000', '10002,1.3039454,103.8408471,30000', '10003,1.3039454,103.8408471,40000'];
    const result = convertText(['id,latitude,longitude,count', ...rows].join('\n'), TO_SVY21);
    assert.equal(result.converted, 3);
    assert.deepEqual(result.text.split('\n'), [
      'id,northing,easting,count',
      '10001,31809.177,28837.856,20000',
      '10002,31809.177,28837.856,30000',
      '10003,31809.177,28837.856,40000',
    ]);
  });
  it('a plain pair in the same object as named ones converts too', () => {
    const result = convertText('{"lat": 1.3039454, "lng": 103.8408471, "geometry": {"type": "Point", "coordinates": [103.8408471, 1.3039454]}}', TO_SVY21);
    assert.equal(result.text, '{"north": 31809.177, "east": 28837.856, "geometry": {"type": "Point", "coordinates": [28837.856, 31809.177]}}');
    assert.equal(result.converted, 2);
  });
  it('a JSON object: the id and the count around lat and lng', () => {
    const result = convertText('{"id": 10001, "lat": 1.3039454, "lng": 103.8408471, "count": 20000}', TO_SVY21);
    assert.equal(result.text, '{"id": 10001, "north": 31809.177, "east": 28837.856, "count": 20000}');
    assert.equal(result.converted, 1);
  });
});

// Which first lines are table headers, and the typed-array form the engine reads large tables in.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { findNamedPairs, FORMS, KINDS, scanNamedPairs, tableHeader } from '../../../../src/shared/coords/named';
import { forgetNames } from '../../../../src/shared/coords/named/names';

// Each test classifies its names afresh, as a new process would (names.ts keeps what it classified).
beforeEach(forgetNames);

describe('tableHeader', () => {
  const HEADERS: Array<[string, string]> = [
    ['LTA carparks', 'CarParkID,Area,Development,lat,lng,AvailableLots,LotType,Agency\n1,Marina,Suntec City,1.29375,103.85718,1104,C,LTA'],
    ['HDB, quoted names, CRLF', '"blk_no","street","x_coord","y_coord"\r\n"1","Beach Rd","31490.49","30314.79"'],
    ['OneMap export, both systems', 'SEARCHVAL,BLK_NO,ROAD_NAME,BUILDING,ADDRESS,POSTAL,X,Y,LATITUDE,LONGITUDE,LONGTITUDE\n'],
    ['TSV with spaces in names', 'Bus Stop Code\tRoad Name\tLatitude\tLongitude\n01012\tVictoria St\t1.2968\t103.8525'],
    ['pandas index column (empty first name)', ',lat,lon\n0,1.3,103.8'],
    ['semicolons', 'name;Northing;Easting\nA;31000;28000'],
    ['a colon inside a name', 'Time (hh:mm),lat,lng\n08:00,1.3,103.8'],
    ['only the header', 'x,y'],
  ];
  for (const [name, text] of HEADERS) {
    it(`finds the header of ${name}`, () => {
      assert.equal(tableHeader(text), text.split(/\r?\n/)[0]);
    });
  }

  const NOT_HEADERS: Array<[string, string]> = [
    ['JSON on one line', '{"lat": 1.3521, "lng": 103.8198}'],
    ['a JSON key line', '"lat": 1.3521, "lng": 103.8198'],
    ['YAML', 'lat: 1.3521, lng: 103.8198'],
    ['YAML whose numbers would make equal stems', 'lat: 1, lng: 1'],
    ['numbers', '1.3521,103.8198'],
    ['a header without a pair of columns', 'id,name,lat\n1,a,1.3'],
    ['a header whose pair is split by stems', 'start_lat,end_lng'],
    ['no delimiter', 'latitude'],
    ['a query string', 'lat=1.3521&lng=103.8198'],
    ['markup', '<td>lat</td>,<td>lng</td>'],
  ];
  for (const [name, text] of NOT_HEADERS) {
    it(`finds no header in ${name}`, () => {
      assert.equal(tableHeader(text), undefined);
    });
  }

  it('rows under a pandas index column pair by the named columns', () => {
    const text = ',lat,lon\n0,1.3,103.8\n1,1.4,103.9\n';
    assert.deepEqual(findNamedPairs(text).map((p) => [p.x.value.value, p.y.value.value]), [[103.8, 1.3], [103.9, 1.4]]);
  });

  it('a short row gives no pair and reads nothing left from the row before', () => {
    const text = 'id,name,lat,lng\n1,a,1.3,103.8\n2,b,1.4\n3,c,1.5,103.9\n';
    assert.deepEqual(findNamedPairs(text).map((p) => [p.y.value.value, p.x.value.value]), [[1.3, 103.8], [1.5, 103.9]]);
  });

  it('a quoted field may hold a line break: the record goes on', () => {
    const text = 'name,lat,lng\n"Block 1\nBeach Road",1.3,103.8\n"B",1.4,103.9\n';
    assert.deepEqual(findNamedPairs(text).map((p) => [p.y.value.value, p.x.value.value]), [[1.3, 103.8], [1.4, 103.9]]);
  });
});

describe('scanNamedPairs', () => {
  it('holds the same pairs as findNamedPairs, in typed arrays, names of table rows in the header', () => {
    const header = 'id,X,Y,LATITUDE,LONGITUDE';
    const rows = '7,22940.6744,31822.0613,1.29952,103.78718\n8,28001.642,38744.572,1.3666667,103.8333333\n';
    const list = scanNamedPairs(rows, { header });
    assert.equal(list.count, 4);
    const read = (i: number) => ({
      x: rows.slice(list.xStart[i], list.xEnd[i]),
      y: rows.slice(list.yStart[i], list.yEnd[i]),
      names: `${header.slice(list.xNameStart[i], list.xNameEnd[i])}/${header.slice(list.yNameStart[i], list.yNameEnd[i])}`,
      kinds: `${KINDS[list.xKind[i]!]}/${KINDS[list.yKind[i]!]}`,
      form: FORMS[list.form[i]!],
      inHeader: list.inHeader[i],
      values: [list.xValue[i], list.yValue[i]],
    });
    assert.deepEqual(read(0), { x: '22940.6744', y: '31822.0613', names: 'X/Y', kinds: 'neutral/neutral', form: 'table', inHeader: 1, values: [22940.6744, 31822.0613] });
    assert.deepEqual(read(3), { x: '103.8333333', y: '1.3666667', names: 'LONGITUDE/LATITUDE', kinds: 'degrees/degrees', form: 'table', inHeader: 1, values: [103.8333333, 1.3666667] });
  });

  it('rows of one table share each column name object, so a name is renamed once', () => {
    const text = 'lat,lng\n1.3,103.8\n1.4,103.9\n';
    const [a, b] = findNamedPairs(text);
    assert.ok(a && b);
    assert.equal(a.y.name, b.y.name);
    assert.deepEqual(a.y.name, { start: 0, end: 3, text: 'lat' });
  });

  it('puts pairs of nested objects in text order', () => {
    const text = '{"lat": 1.3, "inner": {"x": 28001, "y": 38744}, "lng": 103.8}';
    const list = scanNamedPairs(text);
    assert.equal(list.count, 2);
    assert.ok(list.startOf(0) < list.startOf(1));
    assert.equal(text.slice(list.yStart[0], list.yEnd[0]), '1.3');
  });

  it('values are the doubles Number() gives, exponents and long digit strings included', () => {
    const values = ['1.29684825487647', '103.85253591654006', '-0.5', '+1.25', '1e-7', '2.5E3', '28983.788791079794', '.5', '7.'];
    for (const v of values) {
      const text = `{"x": ${v}, "y": ${v}}`;
      assert.equal(findNamedPairs(text)[0]?.x.value.value, Number(v), v);
    }
  });
});

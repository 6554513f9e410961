// Named coordinates in the shapes real Singapore files have: each case lists the pairs a user would
// expect found, written as the text slices the returned offsets point at.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { findNamedPairs, type NamedContext } from '../../../../src/shared/coords/named';
import { describePair } from './support';
import { forgetNames } from '../../../../src/shared/coords/named/names';

// Each test classifies its names afresh, as a new process would (names.ts keeps what it classified).
beforeEach(forgetNames);

interface Case {
  name: string;
  text: string;
  context?: NamedContext;
  pairs: string[];
}

const LTA_BUS_STOPS = `{
  "odata.metadata": "http://datamall2.mytransport.sg/ltaodataservice/$metadata#BusStops",
  "value": [
    {
      "BusStopCode": "01012",
      "RoadName": "Victoria St",
      "Description": "Hotel Grand Pacific",
      "Latitude": 1.29684825487647,
      "Longitude": 103.85253591654006
    },
    {
      "BusStopCode": "01013",
      "RoadName": "Victoria St",
      "Description": "St. Joseph's Ch",
      "Latitude": 1.29770970610083,
      "Longitude": 103.8532247463225
    }
  ]
}`;

const ONEMAP_SEARCH = `{"found":2,"totalNumPages":1,"pageNum":1,"results":[{"SEARCHVAL":"NATIONAL UNIVERSITY OF SINGAPORE (NUS)","BLK_NO":"21","ROAD_NAME":"LOWER KENT RIDGE ROAD","BUILDING":"NATIONAL UNIVERSITY OF SINGAPORE (NUS)","ADDRESS":"21 LOWER KENT RIDGE ROAD NATIONAL UNIVERSITY OF SINGAPORE (NUS) SINGAPORE 119077","POSTAL":"119077","X":"22940.6744","Y":"31822.0613","LATITUDE":"1.29952","LONGITUDE":"103.78718","LONGTITUDE":"103.78718"},{"SEARCHVAL":"NIL","BLK_NO":"NIL","ROAD_NAME":"NIL","BUILDING":"NIL","ADDRESS":"NIL","POSTAL":"NIL","X":"","Y":"","LATITUDE":"0","LONGITUDE":"0"}]}`;

const QGIS_LAYER = `var json_HDBBlocks_1 = {
'type': 'FeatureCollection',
'name': 'HDBBlocks_1',
'crs': { 'type': 'name', 'properties': { 'name': 'urn:ogc:def:crs:OGC:1.3:CRS84' } },
'features': [
{ 'type': 'Feature', 'properties': { 'BLK_NO': '1', 'X_ADDR': 28983.7888, 'Y_ADDR': 33554.5098, 'Description': '<center><table><tr><th colspan="2">{ADDR}</th></tr><tr><td>x</td><td>0.000000</td></tr></table></center>', 'INC_CRC': '2C4B5E6F', 'FMEL_UPD_D': '20200623120142' }, 'geometry': { 'type': 'Point', 'coordinates': [ 103.8421584, 1.3197296, 0.0, -1.7976931348623157e+308 ] } },
{ 'type': 'Feature', 'properties': { 'BLK_NO': '2', 'X_ADDR': 0.000000, 'Y_ADDR': 0.000000, 'Description': 'no address' }, 'geometry': { 'type': 'Point', 'coordinates': [ 103.8408471, 1.3039454 ] } }
]
}`;

const HDB_CSV = `blk_no,street,x_coord,y_coord,postal
1,"Beach Rd, Blk 1",31490.4942,30314.7936,190001
2,"Ang Mo Kio Ave 3, ""Block 2"", Level 1",30000,38000,560002
3,"missing",,,560003
4,"placeholder",0,0.000000,560004
`;

const CASES: Case[] = [
  {
    name: 'LTA DataMall bus stops, Latitude and Longitude on separate lines',
    text: LTA_BUS_STOPS,
    pairs: [
      'object: Longitude=103.85253591654006 Latitude=1.29684825487647 (degrees)',
      'object: Longitude=103.8532247463225 Latitude=1.29770970610083 (degrees)',
    ],
  },
  {
    name: 'OneMap search results: both systems as strings, the misspelt LONGTITUDE alone, the NIL row left out',
    text: ONEMAP_SEARCH,
    pairs: ['object: X=22940.6744 Y=31822.0613 (neutral)', 'object: LONGITUDE=103.78718 LATITUDE=1.29952 (degrees)'],
  },
  {
    name: 'QGIS export wrapped in JavaScript: single quotes, X_ADDR/Y_ADDR, HTML with braces, zero placeholders',
    text: QGIS_LAYER,
    pairs: ['object: X_ADDR=28983.7888 Y_ADDR=33554.5098 (neutral)'],
  },
  {
    name: 'HDB CSV: x_coord/y_coord not first, quoted addresses with commas and quotes, an empty row left out',
    text: HDB_CSV,
    pairs: ['table: x_coord=31490.4942 y_coord=30314.7936 (neutral)', 'table: x_coord=30000 y_coord=38000 (neutral)'],
  },
  {
    name: 'some rows of the HDB CSV, the header from the document',
    text: '2,"Ang Mo Kio Ave 3, ""Block 2"", Level 1",30000,38000,560002\n',
    context: { header: 'blk_no,street,x_coord,y_coord,postal' },
    pairs: ['table: x_coord=30000 y_coord=38000 (neutral)'],
  },
  {
    name: 'OneMap export CSV with both systems for one point',
    text: 'SEARCHVAL,X,Y,LATITUDE,LONGITUDE,LONGTITUDE\r\nNUS,22940.6744,31822.0613,1.29952,103.78718,103.78718\r\n',
    pairs: ['table: X=22940.6744 Y=31822.0613 (neutral)', 'table: LONGITUDE=103.78718 LATITUDE=1.29952 (degrees)'],
  },
  {
    name: 'CSV header names with units and systems in brackets',
    text: 'Name,X (SVY21),Y (SVY21),Latitude (WGS84),Longitude (WGS84),Height (m)\nNUS,22940.6744,31822.0613,1.29952,103.78718,15\n',
    pairs: ['table: X (SVY21)=22940.6744 Y (SVY21)=31822.0613 (neutral)', 'table: Longitude (WGS84)=103.78718 Latitude (WGS84)=1.29952 (degrees)'],
  },
  {
    name: 'TSV, lat and lng apart, quoted values',
    text: 'lat\tname\tlng\n"1.3521"\tCentral\t"103.8198"\n',
    pairs: ['table: lng=103.8198 lat=1.3521 (degrees)'],
  },
  {
    name: 'query string',
    text: 'https://www.onemap.gov.sg/amm/amm.html?mapStyle=Default&zoomLevel=15&lat=1.3521&lng=103.8198&popupWidth=200',
    pairs: ['keyValue: lng=103.8198 lat=1.3521 (degrees)'],
  },
  {
    name: 'a URL inside a JSON string',
    text: '{"name": "Raffles", "link": "https://example.sg/map?lat=1.2948&lon=103.8545"}',
    pairs: ['keyValue: lon=103.8545 lat=1.2948 (degrees)'],
  },
  {
    name: 'HTML attributes, escaped inside a JSON string',
    text: '{"popup": "<div data-lat=\\"1.2948\\" data-lng=\\"103.8545\\">Raffles</div>"}',
    pairs: ['keyValue: data-lng=103.8545 data-lat=1.2948 (degrees)'],
  },
  {
    name: 'GPX track points: attributes, one record per point',
    text: '<trkseg>\n  <trkpt lat="1.3521" lon="103.8198"><ele>15</ele></trkpt>\n  <trkpt lat="1.3525" lon="103.8201"><ele>16</ele></trkpt>\n</trkseg>',
    pairs: ['keyValue: lon=103.8198 lat=1.3521 (degrees)', 'keyValue: lon=103.8201 lat=1.3525 (degrees)'],
  },
  {
    name: 'loose lat: lon: in prose',
    text: 'Meet at lat: 1.35, lon: 103.8 tomorrow',
    pairs: ['object: lon=103.8 lat=1.35 (degrees)'],
  },
  {
    name: 'JavaScript with bare keys, camelCase and nested objects between',
    text: 'L.marker({ pos: { label: "a", lat: 9 }, xCoord: 28001.642, meta: { y: 1, x: 2 }, yCoord: 38744.572 })',
    pairs: ['object: xCoord=28001.642 yCoord=38744.572 (neutral)', 'object: x=2 y=1 (neutral)'],
  },
  {
    name: 'OneMap reverse geocode: XCOORD/YCOORD in one word',
    text: '{"GeocodeInfo":[{"BUILDINGNAME":"NIL","BLOCK":"1","XCOORD":"28983.788791079794","YCOORD":"33554.509813284","LATITUDE":"1.3197296","LONGITUDE":"103.8421584"}]}',
    pairs: ['object: XCOORD=28983.788791079794 YCOORD=33554.509813284 (neutral)', 'object: LONGITUDE=103.8421584 LATITUDE=1.3197296 (degrees)'],
  },
  {
    name: 'OneMap themes: LandXAddressPoint/LandYAddressPoint, and a combined LatLng string that is no name',
    text: '{"NAME":"Bishan Park","LatLng":"1.36,103.84","LandXAddressPoint":"29020.5","LandYAddressPoint":"37130.2"}',
    pairs: ['object: LandXAddressPoint=29020.5 LandYAddressPoint=37130.2 (neutral)'],
  },
  {
    name: 'easting/northing, any case and separator, with stems pairing start with start',
    text: '{"start_Easting": 28001, "end-easting": 29000, "START_NORTHING": 38744, "endNorthing": 39000}',
    pairs: ['object: start_Easting=28001 START_NORTHING=38744 (metres)', 'object: end-easting=29000 endNorthing=39000 (metres)'],
  },
  {
    name: 'a React Native map region: the deltas are spans, not a second point',
    text: 'const region = { latitude: 1.3521, longitude: 103.8198, latitudeDelta: 0.0922, longitudeDelta: 0.0421 };',
    pairs: ['object: longitude=103.8198 latitude=1.3521 (degrees)'],
  },
  {
    name: 'YAML list records: a repeated name starts the next record',
    text: 'stops:\n  - name: A\n    lat: 1.30\n    lng: 103.80\n  - name: B\n    lng: 103.90\n    lat: 1.40\n',
    pairs: ['object: lng=103.80 lat=1.30 (degrees)', 'object: lng=103.90 lat=1.40 (degrees)'],
  },
  {
    name: 'duplicate keys: the last wins, as JSON.parse has it',
    text: '{"lat": 9, "longName": "Orchard Road", "lat": 1.3, "longName": "x", "lng": 103.8}',
    pairs: ['object: lng=103.8 lat=1.3 (degrees)'],
  },
  {
    name: 'a record without its second name is replaced by the next one',
    text: '- lat: 1.2\n- lat: 1.3\n  lng: 103.8\n',
    pairs: ['object: lng=103.8 lat=1.3 (degrees)'],
  },
];

const NOTHING: Array<{ name: string; text: string }> = [
  { name: 'a lone value', text: '{"lat": 1.3521, "name": "x"}' },
  { name: 'the two names in different objects', text: '{"a": {"lat": 1.3521}, "b": {"lng": 103.8198}}' },
  { name: 'both zero', text: '{"LATITUDE": "0.000000", "LONGITUDE": "0.000000"}' },
  { name: 'a zero beside junk (QGIS X_ADDR_3/Y_ADDR_3)', text: "{'X_ADDR_3': 0.000000, 'Y_ADDR_3': 2000.000000}" },
  { name: 'a zero beside a real value', text: '{"lat": 0, "lng": 103.8}' },
  { name: 'both empty', text: '{"X": "", "Y": ""}' },
  { name: 'values that are not numbers', text: '{"lat": null, "lng": "NIL", "x": [1], "y": {"v": 2}}' },
  { name: 'numbers glued to units', text: '{"lat": 1.35deg, "lng": 103.8px}' },
  { name: 'names inside a string value', text: '{"note": "lat: 1.35, lng: 103.8"}' },
  { name: 'x/y with a stem that is not a position', text: '{"offset_x": 28001, "offset_y": 38744}' },
  { name: 'a bounding box in degrees', text: '{"north": 1.47, "south": 1.16, "east": 104.1, "west": 103.6}' },
  { name: 'a combined lat_lng field', text: '{"lat_lng": 1.3, "lng_lat": 103.8}' },
  { name: 'comparisons, not assignments', text: 'if (lat == 1.3 && lng >= 103.8) {}' },
  { name: 'degrees beside metres of another kind', text: '{"lat": 1.3, "easting": 28001}' },
];

describe('findNamedPairs', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const found = findNamedPairs(c.text, c.context).map((p) => describePair(c.text, p, c.context));
      assert.deepEqual(found, c.pairs);
    });
  }
  for (const c of NOTHING) {
    it(`finds nothing in ${c.name}`, () => {
      assert.deepEqual(findNamedPairs(c.text).map((p) => describePair(c.text, p)), []);
    });
  }

  it('returns pairs in text order', () => {
    const text = '[{"a": {"x": 1, "y": 2}, "lat": 1.3, "lng": 103.8}, {"lat": 1.4, "lng": 103.9}]';
    const starts = findNamedPairs(text).map((p) => Math.min(p.x.value.start, p.y.value.start));
    assert.deepEqual(starts, [...starts].sort((a, b) => a - b));
    assert.equal(starts.length, 3);
  });

  it('a selection inside an object: names outside brackets pair, and a closing brace ends the record', () => {
    const text = '"lat": 1.3, "lng": 103.8 }, { "lat": 1.4, "lng": 103.9';
    assert.deepEqual(findNamedPairs(text).map((p) => describePair(text, p)), [
      'object: lng=103.8 lat=1.3 (degrees)',
      'object: lng=103.9 lat=1.4 (degrees)',
    ]);
  });

  it('a stray quote in prose ends at its line and hides nothing after it', () => {
    const text = 'He said "hello\nlat: 1.3521, lng: 103.8198 "bye"';
    assert.deepEqual(findNamedPairs(text).map((p) => describePair(text, p)), ['object: lng=103.8198 lat=1.3521 (degrees)']);
  });

  it('an apostrophe in a word opens no string', () => {
    const text = "St. Joseph's Church lat: 1.2977, lon: 103.8532 and Raffles' lat: 1.2948, lon: 103.8545";
    assert.equal(findNamedPairs(text).length, 2);
  });
});

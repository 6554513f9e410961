// Known points in all three systems, in the style of proj4js's own test table: each row is checked in
// every direction. Values come from OneMap's recorded responses (test/fixtures/onemap-samples) and from
// PROJ's cs2cs 9.1.1:
//   echo "<lon> <lat>" | cs2cs -f %.12f +proj=longlat +datum=WGS84 +no_defs +type=crs +to \
//     +proj=tmerc +lat_0=1.366666666666667 +lon_0=103.8333333333333 +k=1 +x_0=28001.642 \
//     +y_0=38744.572 +ellps=WGS84 +units=m +no_defs +type=crs      (and +proj=webmerc +datum=WGS84 for 3857)
import { describe, it } from 'node:test';
import { transformPoint, type CrsId } from '../../../src/shared/coords';
import { assertClose } from './support';

interface KnownPoint {
  name: string;
  wgs84: [lon: number, lat: number];
  svy21: [x: number, y: number];
  webMercator?: [x: number, y: number];
  /** Metres for the projected systems; degrees are checked to tolerance / 111 000 m. */
  tolerance: number;
}

const POINTS: KnownPoint[] = [
  {
    name: 'OneMap 2025 snapshot (Orchard)',
    wgs84: [103.8408471, 1.3039454],
    svy21: [28837.8555334731, 31809.17678148787],
    webMercator: [11559510.222714178, 145167.06962612906],
    tolerance: 1e-6,
  },
  {
    name: 'OneMap 2023 pyonemap (Newton)',
    wgs84: [103.8421581, 1.319728905],
    svy21: [28983.75169436287, 33554.4360965479],
    webMercator: [11559656.16256661, 146924.54200324757],
    tolerance: 1e-6,
  },
  {
    name: 'OneMap search: 640 Rowell Road',
    wgs84: [103.854713903431, 1.30743547948389],
    svy21: [30381.1007417506, 32195.1006872542],
    tolerance: 1e-6,
  },
  {
    name: 'OneMap revgeocode: 351 Ubi Avenue 1',
    wgs84: [103.90072773995409, 1.325486284730739],
    svy21: [35501.9607216, 34191.1578935],
    tolerance: 1e-6,
  },
  {
    name: "cs2cs: Singapore's centre",
    wgs84: [103.8198, 1.3521],
    svy21: [26495.534871029464, 37133.86847645403],
    webMercator: [11557167.270259503275, 150529.055598963896],
    tolerance: 1e-6,
  },
  {
    name: 'cs2cs: Pulau Satumu (southernmost lighthouse)',
    wgs84: [103.6357, 1.1667],
    svy21: [6005.686564663451, 16634.066346805099],
    webMercator: [11536673.35200446099, 129885.426207538316],
    tolerance: 1e-6,
  },
  {
    name: 'cs2cs: Changi, east coast',
    wgs84: [104.041, 1.4043],
    svy21: [51112.143709383628, 42906.901415465953],
    webMercator: [11581791.141622975469, 156341.614714932861],
    tolerance: 1e-6,
  },
  {
    name: 'cs2cs: Kranji, north-west',
    wgs84: [103.7, 1.45],
    svy21: [13163.750738463681, 47959.5877698064],
    webMercator: [11543831.195262469351, 161430.494148645463],
    tolerance: 1e-6,
  },
];

function check(from: CrsId, to: CrsId, input: [number, number], expected: [number, number], tolerance: number): void {
  const [x, y] = transformPoint(from, to, input[0], input[1]);
  const t = to === 'EPSG:4326' ? tolerance / 111_000 : tolerance;
  assertClose(x, expected[0], t, `${from} → ${to} x`);
  assertClose(y, expected[1], t, `${from} → ${to} y`);
}

describe('known points', () => {
  for (const p of POINTS) {
    it(p.name, () => {
      check('EPSG:4326', 'EPSG:3414', p.wgs84, p.svy21, p.tolerance);
      check('EPSG:3414', 'EPSG:4326', p.svy21, p.wgs84, p.tolerance);
      if (p.webMercator) {
        check('EPSG:4326', 'EPSG:3857', p.wgs84, p.webMercator, p.tolerance);
        check('EPSG:3857', 'EPSG:4326', p.webMercator, p.wgs84, p.tolerance);
        check('EPSG:3414', 'EPSG:3857', p.svy21, p.webMercator, p.tolerance);
        check('EPSG:3857', 'EPSG:3414', p.webMercator, p.svy21, p.tolerance);
      }
    });
  }
});

// Walk, drive and cycle answers shaped like OneMap's: an L-shaped path through a corner (the simulator
// knows no streets), a precision-5 encoded geometry, ten-item instructions whose points lie on the path,
// and a summary whose time follows from the distance and a per-mode speed.
import * as polyline from '@mapbox/polyline';
import { bearing, compass, densify, hashPoints, latLngText, lerp, metresBetween, type Point, round5, turnWord } from './geo';

export type RoadMode = 'walk' | 'drive' | 'cycle';

const SPEED_MPS: Record<RoadMode, number> = { walk: 1.3, cycle: 4.2, drive: 11 };
// The shortest-distance drive takes smaller roads.
const PHYROUTE_SPEED_MPS = 8;
const MODE_WORD: Record<RoadMode, string> = { walk: 'walking', cycle: 'cycling', drive: 'driving' };

const STREETS = [
  'CAVENAGH ROAD',
  'ORCHARD ROAD',
  'BUKIT TIMAH ROAD',
  'NEWTON ROAD',
  'SCOTTS ROAD',
  'CLEMENCEAU AVENUE',
  'DUNEARN ROAD',
  'HOLLAND ROAD',
  'STEVENS ROAD',
  'RIVER VALLEY ROAD',
  'TANGLIN ROAD',
  'SERANGOON ROAD',
  'ALEXANDRA ROAD',
  'COMMONWEALTH AVENUE',
  'THOMSON ROAD',
  'UPPER SERANGOON ROAD',
];

function titleCase(street: string): string {
  return street.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
}

/** "North West" → "Northwest", as the instruction texts write it. */
function oneWord(direction: string): string {
  const [first, second] = direction.split(' ');
  return second ? `${first}${second.toLowerCase()}` : first;
}

/** Path points within 1 m of the one before are dropped from the vertices: a corner at the start is no corner. */
function distinctVertices(vertices: Point[]): Point[] {
  const kept = [vertices[0]];
  for (const v of vertices.slice(1, -1)) if (metresBetween(kept[kept.length - 1], v) >= 1) kept.push(v);
  const last = vertices[vertices.length - 1];
  if (kept.length > 1 && metresBetween(kept[kept.length - 1], last) < 1) kept.pop();
  kept.push(last);
  return kept.map(round5);
}

function streetsFor(vertices: Point[]): string[] {
  const h = hashPoints(...vertices);
  return vertices.slice(0, -1).map((_, i) => STREETS[(h + i * 5) % STREETS.length]);
}

function buildRoute(rawVertices: Point[], mode: RoadMode, speed: number, subtitle: string): Record<string, unknown> {
  const vertices = distinctVertices(rawVertices);
  const streets = streetsFor(vertices);
  const straight = metresBetween(vertices[0], vertices[vertices.length - 1]);
  const path = densify(vertices, Math.min(50, Math.max(10, Math.round(straight / 100) + 1)));
  const segments = vertices.slice(1).map((v, i) => Math.round(metresBetween(vertices[i], v)));
  const headings = vertices.slice(1).map((v, i) => bearing(vertices[i], v));
  const seconds = (metres: number): number => Math.round(metres / speed);
  const word = MODE_WORD[mode];

  const instructions: unknown[][] = [];
  const firstHeading = headings[0] ?? 0;
  instructions.push([
    'Head',
    streets[0] ?? '',
    segments[0] ?? 0,
    latLngText(vertices[0]),
    seconds(segments[0] ?? 0),
    `${segments[0] ?? 0}m`,
    compass(firstHeading),
    compass(firstHeading),
    word,
    `Head ${oneWord(compass(firstHeading))} On ${titleCase(streets[0] ?? '')}`,
  ]);
  for (let i = 1; i < segments.length; i++) {
    const turn = turnWord(headings[i - 1], headings[i]);
    instructions.push([
      turn,
      streets[i],
      segments[i],
      latLngText(vertices[i]),
      seconds(segments[i]),
      `${segments[i]}m`,
      compass(headings[i]),
      compass(headings[i - 1]),
      word,
      turn === 'Straight' ? `Continue Straight On ${titleCase(streets[i])}` : `Turn ${turn} Onto ${titleCase(streets[i])}`,
    ]);
  }
  const lastHeading = headings[headings.length - 1] ?? 0;
  const lastStreet = streets[streets.length - 1] ?? '';
  instructions.push([
    'Destination',
    lastStreet,
    0,
    latLngText(vertices[vertices.length - 1]),
    0,
    '0m',
    compass(lastHeading),
    compass(lastHeading),
    word,
    'You Have Arrived At Your Destination',
  ]);

  const distance = Math.round(segments.reduce((a, b) => a + b, 0));
  return {
    status_message: 'Found route between points',
    route_geometry: polyline.encode(path.map((p) => [p.lat, p.lon] as [number, number]), 5),
    status: 0,
    route_instructions: instructions,
    route_name: [...new Set(streets.length ? streets : [''])],
    route_summary: {
      start_point: streets[0] ?? '',
      end_point: lastStreet,
      total_time: seconds(distance),
      total_distance: distance,
    },
    viaRoute: streets[Math.floor((streets.length - 1) / 2)] ?? '',
    subtitle,
  };
}

export function roadRoute(start: Point, end: Point, mode: RoadMode): Record<string, unknown> {
  // East-west first, then north-south.
  const corner = { lat: start.lat, lon: end.lon };
  if (mode !== 'drive') return buildRoute([start, corner, end], mode, SPEED_MPS[mode], 'Shortest distance');

  const main = buildRoute([start, corner, end], mode, SPEED_MPS.drive, 'Fastest route, assuming usual traffic');
  // The other way round the block, cutting the corner: shorter, on slower roads.
  const otherCorner = lerp({ lat: end.lat, lon: start.lon }, lerp(start, end, 0.5), 0.3);
  main.phyroute = buildRoute([start, otherCorner, end], mode, PHYROUTE_SPEED_MPS, 'Shortest distance');
  return main;
}

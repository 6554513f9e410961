// Whether a row's place is outside Singapore (in no planning area), for Add Nearest Places' summary: the
// planning-area index answers exactly, but a 100 000-row file asks it 100 000 times. A grid of cells over the
// areas answers most points at once: a cell that no ring edge comes near (with a margin far wider than the
// index's boundary tolerance) lies wholly inside one area or wholly outside every area, and so does every such
// cell joined to it by their sides: one point's answer is the whole region's. Points in a cell an edge crosses,
// and only those, ask the index. No `vscode` here.
import type { AreaRings, Placement } from '../planningArea/types';

/** About 220 m: on the island's 40 000 edges, most rows fall in cells no edge crosses. */
const CELL_DEGREES = 0.002;
/** About 11 m, twenty times the index's boundary tolerance (0.5 m): a point this far from every edge is no boundary. */
const MARGIN_DEGREES = 0.0001;

const UNKNOWN = 0;
const OUTSIDE = 1;
const NOT_OUTSIDE = 2;
const CROSSED = 3;

/** `locate`'s answer, kind 'outside' or not, for every (lon, lat) in WGS84 degrees. */
export function outsideTest(areas: readonly AreaRings[], locate: (lon: number, lat: number) => Placement): (lon: number, lat: number) => boolean {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const area of areas) {
    for (const ring of area.rings) {
      for (let i = 0; i + 1 < ring.length; i += 2) {
        west = Math.min(west, ring[i]!);
        east = Math.max(east, ring[i]!);
        south = Math.min(south, ring[i + 1]!);
        north = Math.max(north, ring[i + 1]!);
      }
    }
  }
  const isOutside = (lon: number, lat: number): boolean => locate(lon, lat).kind === 'outside';
  if (west > east) return isOutside;
  // Beyond every ring's box and the margin around it: no area holds the point and no edge is near it.
  [west, south, east, north] = [west - MARGIN_DEGREES, south - MARGIN_DEGREES, east + MARGIN_DEGREES, north + MARGIN_DEGREES];
  const columns = Math.ceil((east - west) / CELL_DEGREES);
  const rows = Math.ceil((north - south) / CELL_DEGREES);
  const cells = new Uint8Array(columns * rows);
  const column = (lon: number): number => Math.floor((lon - west) / CELL_DEGREES);
  const row = (lat: number): number => Math.floor((lat - south) / CELL_DEGREES);
  for (const area of areas) {
    for (const ring of area.rings) {
      for (let i = 0; i + 3 < ring.length; i += 2) {
        // Every cell the edge's box (with the margin) meets: more than the edge meets, never fewer.
        const c0 = Math.max(0, column(Math.min(ring[i]!, ring[i + 2]!) - MARGIN_DEGREES));
        const c1 = Math.min(columns - 1, column(Math.max(ring[i]!, ring[i + 2]!) + MARGIN_DEGREES));
        const r0 = Math.max(0, row(Math.min(ring[i + 1]!, ring[i + 3]!) - MARGIN_DEGREES));
        const r1 = Math.min(rows - 1, row(Math.max(ring[i + 1]!, ring[i + 3]!) + MARGIN_DEGREES));
        for (let r = r0; r <= r1; r++) cells.fill(CROSSED, r * columns + c0, r * columns + c1 + 1);
      }
    }
  }
  fillRegions(cells, columns, (cell) => {
    const c = cell % columns;
    const r = (cell - c) / columns;
    return isOutside(west + (c + 0.5) * CELL_DEGREES, south + (r + 0.5) * CELL_DEGREES) ? OUTSIDE : NOT_OUTSIDE;
  });
  return (lon, lat) => {
    if (!(lon >= west && lon <= east && lat >= south && lat <= north)) return true;
    const state = cells[Math.min(rows - 1, row(lat)) * columns + Math.min(columns - 1, column(lon))]!;
    return state === CROSSED ? isOutside(lon, lat) : state === OUTSIDE;
  };
}

/**
 * Gives every cell no edge crosses its answer, asking `middle` once a region: two such cells side by side have no
 * edge between them (an edge there would have marked one of them), so a region of them joined by their sides is
 * wholly inside one area or wholly outside every one. A few hundred questions instead of one a cell, and the
 * first run of a session no slower than the next.
 */
function fillRegions(cells: Uint8Array, columns: number, middle: (cell: number) => number): void {
  const stack = new Int32Array(cells.length);
  for (let seed = 0; seed < cells.length; seed++) {
    if (cells[seed] !== UNKNOWN) continue;
    const state = middle(seed);
    cells[seed] = state;
    let top = 0;
    stack[top++] = seed;
    while (top > 0) {
      const cell = stack[--top]!;
      const c = cell % columns;
      const around = [c > 0 ? cell - 1 : -1, c < columns - 1 ? cell + 1 : -1, cell - columns, cell + columns];
      for (const next of around) {
        if (next >= 0 && next < cells.length && cells[next] === UNKNOWN) {
          cells[next] = state;
          stack[top++] = next;
        }
      }
    }
  }
}

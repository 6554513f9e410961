// Show on Map after Add Nearest Places by route: a line from each row's place to the place its travel columns
// name (the shortest route among the straight-line nearest few, which may not be the nearest in a straight
// line), with the route's length the file has. Read from the file as written, so that a run that finished an
// earlier one's rows shows every row; a row without a route (not asked, every route failed) gets no line. No `vscode`.
import type { Node } from 'jsonc-parser';
import type { FindOptions } from '../mapData/findPoints';
import { planRows, readPlaceRows } from '../planningArea/addPlanningAreas';
import { fieldValue } from '../planningArea/jsonFinish';
import { recordCells } from '../planningArea/tableLayout';
import { transformPoint } from '../shared/coords/transform';
import type { Kind } from '../nearest/addNearest';
import { MapLines } from '../nearest/mapLines';
import { nearestK } from '../nearest/nearestK';
import { finishingWriter, type TravelColumns } from './nearestFinish';
import { CANDIDATES } from './nearestRoutes';

/**
 * The lines of every row of `text` for `run`'s columns; `kinds` are the run's, in its order. `kindLines(k, d)`
 * gives kind k's, the distance as the file has it (route metres, whole).
 */
export function nearestRouteLines(text: string, run: Omit<TravelColumns, 'column'>, kinds: readonly Kind[], find: FindOptions = {}, k = CANDIDATES): MapLines {
  const read = readPlaceRows(text, [], find, 'Add Nearest Places');
  const planned = planRows(text, read, finishingWriter({ ...run, column: '' }));
  const perKind = (run.radius === undefined ? 2 : 3) + 3;
  const size = read.points.count * kinds.length;
  const chosen = { place: new Int32Array(size).fill(-1), d2: new Float64Array(size), count: new Int32Array(size) };
  for (const record of read.records) {
    if (record.places.size === 0) continue;
    const cells = planned.layout ? recordCells(text, record, planned.layout).cells : undefined;
    const cell = (i: number): string | undefined => (cells ? cells[i] : planned.fields ? fieldValue(record.node as Node, planned.fields[i]!) : undefined);
    read.stemOrder.forEach((stem, s) => {
      const p = record.places.get(stem);
      if (p === undefined) return;
      const [x, y] = transformPoint('EPSG:4326', 'EPSG:3414', read.points.lon[p]!, read.points.lat[p]!);
      kinds.forEach((kind, j) => {
        const at = (s * kinds.length + j) * perKind + perKind - 3;
        const [name, metres] = [cell(at), Number(cell(at + 2))];
        // The place the route chose is among the row's candidates; a cell that names none says why there is none.
        const place = nearestK(kind.index, x, y, k).find((c) => kind.index.places.names[c.place] === name)?.place;
        if (place === undefined || !Number.isFinite(metres) || cell(at + 2) === '') return;
        chosen.place[p * kinds.length + j] = place;
        chosen.d2[p * kinds.length + j] = metres * metres;
      });
    });
  }
  return new MapLines(kinds, text, read, chosen);
}

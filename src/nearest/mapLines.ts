// What the map needs of an Add Nearest Places run: for each kind, a line from each row's place to its nearest
// place, with the row's label, the place's name and the distance as the file has it. Read from the run's own
// answers (typed arrays, one entry a place and kind) only when the user asks for the map: the labels and the
// places' WGS84 positions take a moment on 100 000 rows, and most runs never ask. No `vscode` here.
import type { PlaceRows } from '../planningArea/addPlanningAreas';
import { transformPoint } from '../shared/coords/transform';
import type { NearestLayer } from '../shared/protocol/nearestLines';
import { type Answers, metresValue } from './nearestColumns';
import type { Places } from './places';
import { lineLabel, rowLabels } from './rowLabels';

/** A kind's lines, without the id, title and colour the host gives a layer. */
export type KindLines = Omit<NearestLayer, 'id' | 'title' | 'colour'>;

const round = (value: number): number => Math.round(value * 1e7) / 1e7;

export class MapLines {
  constructor(
    private readonly kinds: ReadonlyArray<{ index: { places: Places } }>,
    private readonly text: string,
    private readonly read: Pick<PlaceRows, 'root' | 'header' | 'records' | 'stemOrder' | 'points'>,
    /** Place p's answer for kind k at p × kinds + k. */
    private readonly answers: Answers,
  ) {}

  /** Kind `k`'s lines as the page draws them, in the rows' order; `decimals` rounds the distances as the file has them. */
  kindLines(k: number, decimals: number): KindLines {
    const { read, answers } = this;
    const { points } = read;
    const places = this.kinds[k]!.index.places;
    const label = rowLabels(this.text, read);
    const out: KindLines = { coords: [], labels: [], names: [], nearest: [], metres: [] };
    // Each nearest place is converted and named once: 100 000 rows share a few hundred stations. Two places of one
    // name at one position (as drawn, to 1e-7°: a station listed once a line) are one place on the map.
    const seen = new Map<number, { name: number; lat: number; lon: number }>();
    const drawn = new Map<string, { name: number; lat: number; lon: number }>();
    const twoPlaces = read.stemOrder.length > 1;
    for (const record of read.records) {
      if (record.places.size === 0) continue;
      const row = label(record);
      for (const [stem, p] of record.places) {
        const at = p * this.kinds.length + k;
        const place = answers.place[at]!;
        if (place < 0) continue;
        let to = seen.get(place);
        if (!to) {
          const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', places.x[place]!, places.y[place]!);
          const key = `${places.names[place]!}\u0000${round(lat)},${round(lon)}`;
          to = drawn.get(key) ?? { name: out.names.push(places.names[place]!) - 1, lat: round(lat), lon: round(lon) };
          drawn.set(key, to);
          seen.set(place, to);
        }
        out.coords.push(round(points.lat[p]!), round(points.lon[p]!), to.lat, to.lon);
        out.labels.push(lineLabel(row, stem, twoPlaces));
        out.nearest.push(to.name);
        out.metres.push(metresValue(Math.sqrt(answers.d2[at]!), decimals));
      }
    }
    return out;
  }
}

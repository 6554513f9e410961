// What the map needs of an Add Nearest Places run: for each kind, a line from each row's place to its nearest
// place, with the row's label, the place's name and the distance as the file has it. Gathered as flat numbers
// while the engine runs (a few pushes a place); the labels and the places' WGS84 positions are worked out only
// when the user asks for the map. No `vscode` here.
import type { PlaceRows } from '../planningArea/addPlanningAreas';
import { transformPoint } from '../shared/coords/transform';
import type { NearestLayer } from '../shared/protocol/nearestLines';
import { metresValue } from './nearestColumns';
import type { Places } from './places';
import { rowLabels } from './rowLabels';

/** A kind's lines, without the id and colour the host gives a layer. */
export type KindLines = Omit<NearestLayer, 'id' | 'title' | 'colour'>;

const round = (value: number): number => Math.round(value * 1e7) / 1e7;

export class MapLines {
  /** Per kind, per line: the row's lon, lat. */
  private readonly from: number[][];
  /** Per kind, per line: the nearest place's index in the kind's places. */
  private readonly place: number[][];
  private readonly metres: number[][];
  /** Per line (the same for every kind): the record's index in `read.records`, and the place's stem. */
  private readonly record: number[] = [];
  private readonly stems: string[] = [];

  constructor(
    private readonly kinds: ReadonlyArray<{ index: { places: Places } }>,
    private readonly text: string,
    private readonly read: Pick<PlaceRows, 'root' | 'header' | 'records' | 'stemOrder'>,
  ) {
    this.from = kinds.map(() => []);
    this.place = kinds.map(() => []);
    this.metres = kinds.map(() => []);
  }

  /** One place of record `r`: its position and, per kind in order, the nearest place (-1: none) and its distance. */
  add(r: number, stem: string, lon: number, lat: number, kind: number, place: number, metres: number): void {
    if (kind === 0) {
      this.record.push(r);
      this.stems.push(stem);
    }
    this.from[kind]!.push(lon, lat);
    this.place[kind]!.push(place);
    this.metres[kind]!.push(metres);
  }

  /** Lines drawn for a kind (rows whose places have coordinates; two for a trip's row). */
  get count(): number {
    return this.record.length;
  }

  /** Kind `k`'s lines as the page draws them; `decimals` rounds the distances as the file has them. */
  kindLines(k: number, decimals: number): KindLines {
    const { read } = this;
    const places = this.kinds[k]!.index.places;
    const label = rowLabels(this.text, read);
    const from = this.from[k]!;
    const chosen = this.place[k]!;
    const out: KindLines = { coords: [], labels: [], names: [], nearest: [], metres: [] };
    // Each nearest place is converted and named once: 100 000 rows share a few hundred stations.
    const seen = new Map<number, { name: number; lat: number; lon: number }>();
    const labels = new Map<number, string>();
    const twoPlaces = read.stemOrder.length > 1;
    for (let i = 0; i < this.record.length; i++) {
      const p = chosen[i]!;
      if (p < 0) continue;
      let to = seen.get(p);
      if (!to) {
        const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', places.x[p]!, places.y[p]!);
        to = { name: out.names.push(places.names[p]!) - 1, lat: round(lat), lon: round(lon) };
        seen.set(p, to);
      }
      const r = this.record[i]!;
      let row = labels.get(r);
      if (row === undefined) {
        row = label(read.records[r]!);
        labels.set(r, row);
      }
      out.coords.push(round(from[2 * i + 1]!), round(from[2 * i]!), to.lat, to.lon);
      out.labels.push(twoPlaces && this.stems[i] ? `${row} (${this.stems[i]!.replace(/^[\W_]+|[\W_]+$/g, '')})` : row);
      out.nearest.push(to.name);
      out.metres.push(metresValue(this.metres[k]![i]!, decimals));
    }
    return out;
  }
}

// What Add Nearest Places writes: for each place a row holds (start_, end_… as the pair's names say) and each
// kind, the nearest place's name, its distance in metres and, when asked, how many places lie within the
// radius; named from the kind in the file's style (nearest_mrt, nearest_mrt_m, mrt_within_1000m). No `vscode`.
import { type ColumnWriter, type NameStyle, styled } from '../planningArea/columnNames';

/** One kind as the columns see it: the words that name it (`mrt`, `hawker_centres`). */
export interface KindColumns {
  words: readonly string[];
}

/**
 * Every place's answers, kind after kind: for place p (its index among the rows' points) and kind k, at
 * p * kinds + k, the nearest place's index, its squared distance (m²) and the count within the radius.
 */
export interface Answers {
  place: Int32Array;
  d2: Float64Array;
  count: Int32Array;
}

export interface ColumnOptions {
  /** Metres within which places are counted; undefined: no count column. */
  radius?: number;
  /** Decimals of the distance (0: whole metres). */
  decimals: number;
  /** Added to every name when the file already has them and the user chose to write beside (`2`). */
  suffix?: string;
}

/** Thrown when a row already has one of the names: the command asks first, so only automation meets it. */
export class NearestColumnsThereError extends Error {
  override readonly name = 'NearestColumnsThereError';
  constructor(readonly column: string) {
    super(`The file already has ${column}: Add Nearest Places was run on it before. Replace those columns, or write beside them.`);
  }
}

/** A name's words: lower case, split at `_`, `-`, spaces and camelCase humps. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

/** The words naming a kind from free text (a theme's query name, a file's name): `Hawker Centres` → hawker_centres. */
export function kindWords(text: string): string[] {
  const words = nameWords(text);
  return words.length > 0 ? words : ['place'];
}

/** The names for one place stem and one kind, in `style`. */
export function kindColumnNames(stem: string, kind: KindColumns, style: NameStyle, options: ColumnOptions): string[] {
  const lead = stem.split('_').filter((w) => w !== '');
  const tail = options.suffix === undefined ? [] : [options.suffix];
  const names = [
    [...lead, 'nearest', ...kind.words, ...tail],
    [...lead, 'nearest', ...kind.words, 'm', ...tail],
  ];
  if (options.radius !== undefined) names.push([...lead, ...kind.words, 'within', `${options.radius}m`, ...tail]);
  return names.map((words) => styled(words, style));
}

/** Whether a column's name is one this command writes (any kind, style, radius or suffix). */
export function isNearestColumn(name: string): boolean {
  // Separators and case aside: nearest_mrt, NearestMrtM, MRT_WITHIN_1000M_2 and mrtWithin1000m all read alike.
  const flat = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return /^[a-z0-9]*nearest[a-z0-9]+$/.test(flat) || /[a-z0-9]within\d+m\d*$/.test(flat);
}

/** The distance as written: whole metres by default; JSON gets a number, a table its text. */
export function metresValue(metres: number, decimals: number): number {
  return decimals === 0 ? Math.round(metres) : Number(metres.toFixed(decimals));
}

/**
 * The writer of every kind's columns for the rows' places (each the index of its point in `answers`), stems
 * first then kinds, as the names go. Answers live in typed arrays, not an object a place, and the values of a
 * row are made as the row is written: a 100 000-row file then keeps no garbage collector busy.
 */
export function nearestWriter(kinds: ReadonlyArray<KindColumns & { index: { places: { names: readonly string[] } } }>, options: ColumnOptions, answers: Answers): ColumnWriter<number> {
  const perKind = options.radius === undefined ? 2 : 3;
  return {
    names: (stemOrder, style) => stemOrder.flatMap((stem) => kinds.flatMap((kind) => kindColumnNames(stem, kind, style, options))),
    values: (places, stemOrder) => {
      const values: Array<string | number | undefined> = [];
      for (const stem of stemOrder) {
        const p = places.get(stem);
        if (p === undefined) {
          for (let i = kinds.length * perKind; i > 0; i--) values.push(undefined);
          continue;
        }
        for (let k = 0, at = p * kinds.length; k < kinds.length; k++, at++) {
          values.push(kinds[k]!.index.places.names[answers.place[at]!], metresValue(Math.sqrt(answers.d2[at]!), options.decimals));
          if (options.radius !== undefined) values.push(answers.count[at]!);
        }
      }
      return values;
    },
    there: (name) => new NearestColumnsThereError(name),
    finishes: false,
  };
}

// Which property names a feature on the map: the first of these names present, in any case and with any
// separator, else the first text property that is not a number.
const NAME_KEYS = ['name', 'title', 'label', 'description', 'desc', 'stnname', 'stationname', 'buildingname', 'building', 'searchval', 'address', 'plnarean', 'placename', 'carparkno', 'development', 'busstopcode', 'code', 'id'];

function normal(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** A value as a label: markup's tags dropped (the page shows labels as text), short, and a real name. */
function labelText(value: string): string | undefined {
  const text = (/<[^>]*>/.test(value) ? value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ') : value).trim();
  // kml_12 is the name a KML export gives every placemark it has no name for.
  if (text === '' || text.length > 120 || /^kml_\d+$/.test(text)) return undefined;
  return text;
}

export function chooseLabel(properties: ReadonlyArray<[string, string]>, fallback: string): string {
  // An exact name first (LTA's Description before its RoadName), then a name ending in one (STN_NAME).
  for (const exact of [true, false]) {
    for (const wanted of NAME_KEYS) {
      for (const [key, value] of properties) {
        const k = normal(key);
        const text = exact ? k === wanted : k.endsWith(wanted);
        if (text && labelText(value)) return labelText(value)!;
      }
    }
  }
  // Else the first value that reads as words: not a number, not nested JSON.
  for (const [, value] of properties) if (labelText(value) && !/^[-+\d.,\s]+$|^[[{]/.test(value)) return labelText(value)!;
  return fallback;
}

/** Line numbers of offsets, from the line starts found once: a file can have thousands of features. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  /** 1-based, as the editor shows it. */
  lineOf(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  label(offset: number): string {
    return `Line ${this.lineOf(offset)}`;
  }
}

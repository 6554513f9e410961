// GeoJSON's structure is @placemarkio/check-geojson's to judge (unclosed rings, positions of fewer than two
// numbers, JSON that does not parse): this adapter only turns its issues into problems, but one. The checker
// calls a position of four numbers an error; RFC 7946 only advises against it, GIS exports write x y z m
// (LTA's station exits: hundreds a file), and the map and the converter keep the third and fourth values.
import { check } from '@placemarkio/check-geojson';
import { isSoundGeoJson } from './soundGeoJson';
import type { Problem } from './types';

interface Issue {
  message: string;
  severity?: string;
  from: number;
  to: number;
}

export function checkGeoJsonStructure(text: string): Problem[] {
  // The checker walks a syntax tree with offsets, about 150 ms a megabyte; JSON.parse and a walk over the
  // values tell a sound file in a tenth of that. Most files are sound: the checker runs on the others only,
  // to say what is wrong and where.
  if (parsesSound(text)) return [];
  try {
    check(text);
    return [];
  } catch (error) {
    const issues = (error as { issues?: Issue[] }).issues;
    if (!Array.isArray(issues)) return [{ start: 0, end: 0, code: 'geojson-structure', severity: 'error', message: `GeoJSON: ${String(error)}` }];
    return issues.filter((issue) => !FOUR_VALUES.test(issue.message)).map((issue) => {
      const at = issue.from === 0 && issue.to === 0 ? syntaxErrorAt(text, issue.message) : undefined;
      return {
        start: at ?? issue.from,
        end: at === undefined ? Math.max(issue.to, issue.from) : at + 1,
        code: 'geojson-structure' as const,
        severity: issue.severity === 'warning' ? ('warning' as const) : ('error' as const),
        message: `GeoJSON: ${issue.message}`,
      };
    });
  }
}

const FOUR_VALUES = /^A position should have 2 or 3 elements - found 4\.$/;

function parsesSound(text: string): boolean {
  try {
    return isSoundGeoJson(JSON.parse(text));
  } catch {
    return false;
  }
}

/** Invalid JSON comes with offsets 0, 0 and the place in its message, "(line:column)", both from 1. */
function syntaxErrorAt(text: string, message: string): number | undefined {
  const m = /\((\d+):(\d+)\)$/.exec(message);
  if (!m) return undefined;
  let offset = 0;
  for (let line = 1; line < Number(m[1]); line++) {
    offset = text.indexOf('\n', offset) + 1;
    if (offset === 0) return undefined;
  }
  return Math.min(offset + Number(m[2]) - 1, text.length);
}

// GeoJSON's structure is @placemarkio/check-geojson's to judge (unclosed rings, positions of fewer than two
// numbers, JSON that does not parse): this adapter only turns its issues into problems.
import { check } from '@placemarkio/check-geojson';
import type { Problem } from './types';

interface Issue {
  message: string;
  severity?: string;
  from: number;
  to: number;
}

export function checkGeoJsonStructure(text: string): Problem[] {
  try {
    check(text);
    return [];
  } catch (error) {
    const issues = (error as { issues?: Issue[] }).issues;
    if (!Array.isArray(issues)) return [{ start: 0, end: 0, code: 'geojson-structure', severity: 'error', message: `GeoJSON: ${String(error)}` }];
    return issues.map((issue) => ({
      start: issue.from,
      end: Math.max(issue.to, issue.from),
      code: 'geojson-structure' as const,
      severity: issue.severity === 'warning' ? ('warning' as const) : ('error' as const),
      message: `GeoJSON: ${issue.message}`,
    }));
  }
}

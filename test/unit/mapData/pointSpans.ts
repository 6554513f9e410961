// The text of each point a reading found, as a user would point at it: both values and what lies between.
export const spans = (text: string, points: { count: number; start: Int32Array; end: Int32Array }): string[] =>
  Array.from({ length: points.count }, (_, i) => text.slice(points.start[i], points.end[i]));

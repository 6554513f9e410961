// A layer shown from a selection keeps showing what was selected while the file is edited: the selection's
// offsets move with the edits (as the editor's own decorations do) and the layer keeps the features they touch.
import type { SourceFeature } from './sourceFeature';

export interface Span {
  start: number;
  end: number;
}

/** One edit as VS Code reports it: `removed` characters at `offset` replaced by `inserted` characters. */
export interface TextChange {
  offset: number;
  removed: number;
  inserted: number;
}

/** The spans after `changes`, which VS Code lists for one event against the text before it, in any order. */
export function shiftSpans(spans: readonly Span[], changes: readonly TextChange[]): Span[] {
  // From the end of the text backwards, so that each change's offset is still valid when it applies.
  const ordered = [...changes].sort((a, b) => b.offset - a.offset);
  return spans.map((span) => {
    let { start, end } = span;
    for (const change of ordered) {
      const changeEnd = change.offset + change.removed;
      const delta = change.inserted - change.removed;
      if (changeEnd <= start) {
        start += delta;
        end += delta;
      } else if (change.offset < end) {
        // An edit inside (or across an edge of) the span: the span keeps its start and takes in what was typed.
        start = Math.min(start, change.offset);
        end = Math.max(change.offset + change.inserted, end + delta);
      }
    }
    return { start, end };
  });
}

/** The features whose text meets one of the spans. */
export function featuresIn(features: readonly SourceFeature[], spans: readonly Span[]): SourceFeature[] {
  return features.filter((feature) => spans.some((span) => feature.start < span.end && span.start < feature.end));
}

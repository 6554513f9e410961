// What Show on Map keeps of its layers across a window reload: which files, and which part of each (the
// selection's offsets), never their contents: on restore the files are read again as they are then.
import type { Span } from '../mapData/spans';

export interface RememberedFile {
  uri: string;
  /** The selection the file was shown from; absent: the whole file. */
  spans?: Span[];
}

function isSpan(value: unknown): value is Span {
  if (typeof value !== 'object' || value === null) return false;
  const { start, end } = value as Record<string, unknown>;
  return Number.isSafeInteger(start) && Number.isSafeInteger(end) && (start as number) >= 0 && (end as number) >= (start as number);
}

/** The remembered files read back from workspace state; anything else (an older shape, a hand edit) is dropped. */
export function parseRememberedFiles(value: unknown): RememberedFile[] {
  if (!Array.isArray(value)) return [];
  const files: RememberedFile[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { uri, spans } = item as Record<string, unknown>;
    if (typeof uri !== 'string' || uri === '' || seen.has(uri)) continue;
    if (spans !== undefined && !(Array.isArray(spans) && spans.length > 0 && spans.every(isSpan))) continue;
    seen.add(uri);
    files.push(spans === undefined ? { uri } : { uri, spans: spans.map(({ start, end }) => ({ start, end })) });
  }
  return files;
}

/** The spans cut to a text of `length` (the file may have shrunk since); undefined when none is left. */
export function spansWithin(spans: readonly Span[], length: number): Span[] | undefined {
  const kept = spans.filter((span) => span.start < length).map((span) => ({ start: span.start, end: Math.min(span.end, length) }));
  return kept.length > 0 ? kept : undefined;
}

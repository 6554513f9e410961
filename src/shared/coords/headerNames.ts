// Rows of a table converted without their header line: the header still names their columns, and when every
// row under it was converted, a name that now contradicts its column's values must change as well (the rule:
// what we write, we read back the same). Which rows were converted only the caller knows, so the plan notes
// the names and the caller asks for the renamed line.
import { renamedKey } from './named';
import type { NamedPairList } from './named';
import { nameText } from './namedPlan';
import { checkCrs } from './options';
import { CRS } from './systems';
import type { ConversionPlan, CrsId, HeaderName } from './types';

/** Notes pair i's header names in `names`, each column once. */
export function noteHeaderNames(names: HeaderName[], list: NamedPairList, i: number, header: string | undefined): void {
  for (const axis of ['x', 'y'] as const) {
    const start = axis === 'x' ? list.xNameStart[i]! : list.yNameStart[i]!;
    if (names.some((name) => name.start === start)) continue;
    const end = axis === 'x' ? list.xNameEnd[i]! : list.yNameEnd[i]!;
    names.push({ axis, start, end, text: nameText(list, i, axis, '', header) });
  }
}

/**
 * The header line with the names of the plan's converted columns renamed for `to`, as the rows' own names
 * would be; undefined when no name changes (x/y names, or names already right for `to`).
 */
export function renamedHeader(header: string, plan: Pick<ConversionPlan, 'headerNames'>, to: CrsId): string | undefined {
  const target = CRS[checkCrs(to, 'target')].unit === 'degree' ? 'degrees' : 'metres';
  const renames = (plan.headerNames ?? [])
    .filter((name) => header.slice(name.start, name.end) === name.text)
    .map((name) => ({ name, renamed: renamedKey(name.text, target, name.axis) }))
    .filter((r): r is { name: HeaderName; renamed: string } => r.renamed !== undefined && r.renamed !== r.name.text)
    .sort((a, b) => b.name.start - a.name.start);
  if (renames.length === 0) return undefined;
  let line = header;
  for (const { name, renamed } of renames) line = line.slice(0, name.start) + renamed + line.slice(name.end);
  return line;
}

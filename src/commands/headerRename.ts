import * as vscode from 'vscode';
import type { ColumnCut } from '../shared/coords';
import type { ConversionPlan, CrsId } from '../shared/coords/types';
import { loadCoords } from '../common/lazyBundles';
import { UserFacingError } from '../ui/userFacingError';
import { partialRowsMessage } from '../ui/refusals';

/** The header line of the table the selected rows belong to, cut at the field the selections start at. */
export interface TableHeader {
  line: string;
  cut: ColumnCut;
}

/**
 * The document's header line when every selection is below it and it names the selections' columns: rows
 * selected whole, or a block of columns (each selection on one row, all from the same field on).
 */
export function tableHeaderFor(document: vscode.TextDocument, ranges: readonly vscode.Range[]): TableHeader | undefined {
  if (!ranges.every((range) => range.start.line > 0)) return undefined;
  const coords = loadCoords();
  const last = Math.min(1, document.lineCount - 1);
  // Two lines: tableHeader tells a header from a data row by the row under it.
  const line = coords.tableHeader(document.getText(new vscode.Range(0, 0, last, document.lineAt(last).text.length)));
  if (line === undefined) return undefined;
  const prefixes = ranges.map((range) => (range.isSingleLine ? document.lineAt(range.start.line).text.slice(0, range.start.character) : ''));
  const cut = coords.columnCut(line, prefixes);
  return cut && { line, cut };
}

/**
 * Rows converted without their header line: the header line's edit that keeps its names true to the values
 * under them, or none. When only some of the rows are converted, no header can be true to both kinds of
 * row, and the file could not be read back: the conversion is refused and the user told the ways on.
 */
export function headerRenameEdit(
  document: vscode.TextDocument,
  table: TableHeader,
  plan: ConversionPlan,
  to: CrsId,
  options: { svy21Order: 'xy' | 'yx' },
): vscode.TextEdit | undefined {
  const coords = loadCoords();
  const renamed = coords.renamedHeader(table.cut.header, plan, to);
  if (renamed === undefined) return undefined;
  if (!everyRowConverted(document, table, plan, options)) throw partialRows(plan);
  return vscode.TextEdit.replace(new vscode.Range(0, table.cut.offset, 0, table.line.length), renamed);
}

/**
 * The same refusal before the target is asked: when converting to every one of `targets` would rename the
 * header (degrees to metres, either way), some rows only can go nowhere, and asking where would waste a step.
 */
export function refusePartialRows(
  document: vscode.TextDocument,
  table: TableHeader,
  plan: ConversionPlan,
  targets: readonly CrsId[],
  options: { svy21Order: 'xy' | 'yx' },
): void {
  const coords = loadCoords();
  if (targets.length === 0 || targets.some((to) => coords.renamedHeader(table.cut.header, plan, to) === undefined)) return;
  if (!everyRowConverted(document, table, plan, options)) throw partialRows(plan);
}

function partialRows(plan: ConversionPlan): UserFacingError {
  return new UserFacingError(partialRowsMessage([...(plan.headerNames ?? [])].sort((a, b) => a.start - b.start).map((name) => name.text)));
}

/** Whether the plan holds every pair the document's rows hold under the columns it converted. */
function everyRowConverted(document: vscode.TextDocument, table: TableHeader, plan: ConversionPlan, options: { svy21Order: 'xy' | 'yx' }): boolean {
  const coords = loadCoords();
  const columns = (plan.headerNames ?? []).map((name) => ({ start: name.start + table.cut.offset, end: name.end + table.cut.offset }));
  const header = coords.onlyColumns(table.line, columns);
  const rows = document.getText(new vscode.Range(1, 0, document.lineCount, 0));
  let all: ConversionPlan;
  try {
    all = coords.planConversion([rows], { from: plan.from, svy21Order: options.svy21Order, header, rename: true });
  } catch {
    return false; // rows left out that cannot even be read are rows not converted
  }
  const named = (p: ConversionPlan) => p.pairs.filter((pair) => pair.syntax === 'named').length;
  return named(all) <= named(plan);
}

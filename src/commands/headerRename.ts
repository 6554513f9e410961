import * as vscode from 'vscode';
import type { ColumnCut } from '../shared/coords';
import type { ConversionPlan, CrsId } from '../shared/coords/types';
import { loadCoords } from '../lazyBundles';
import { UserFacingError } from './userFacingError';

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
  if (!everyRowConverted(document, table, plan, options)) {
    const names = [...(plan.headerNames ?? [])].sort((a, b) => a.start - b.start).map((name) => `"${name.text}"`).join(' and ');
    const unit = coords.CRS[to].unit === 'degree' ? 'degrees' : 'metres';
    throw new UserFacingError(
      `Only some of the rows under the header's ${names} are selected: in ${unit} they would contradict those names, ` +
        'which the other rows still need. Select every row (or nothing, to convert the whole file), or turn off ' +
        'the setting onemap.conversion.renameFields to convert them under the old names.',
    );
  }
  return vscode.TextEdit.replace(new vscode.Range(0, table.cut.offset, 0, table.line.length), renamed);
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

import * as vscode from 'vscode';
import { jobContext } from '../batch/jobContext';
import type { HostToWebview } from '../shared/protocol/messages';
import type { Candidate, SearchAnswer } from '../geocode';
import { loadGeocode } from './jobEngines';
import { resolvedText } from '../geocode/resolveWords';
import { chosenColumns } from './geocodeAddresses';
import { targetEditor } from './routeFromEditor';
import { UserFacingError } from '../ui/userFacingError';

/** Tests may answer the quick picks: for each ambiguous row in turn, the index of the candidate to take. */
export interface ResolveAutomation {
  picks?: number[];
}

/** The planner's pages, when one is open: the candidates are drawn there while the quick pick is up. */
export interface CandidateMap {
  broadcast(message: HostToWebview): number;
}

export interface ResolveOutcome {
  ambiguous: number;
  picked: number;
}

/** The 'picked' rows' neighbours show where each candidate is: the address, the postal code, the coordinates. */
function candidateItem(candidate: Candidate, index: number): vscode.QuickPickItem & { index: number } {
  const postal = candidate.postal === '' ? 'no postal code' : candidate.postal;
  return { label: candidate.name, description: postal, detail: `${candidate.address} · ${candidate.lat.toFixed(6)}, ${candidate.lon.toFixed(6)}`, index };
}

/** The geocoding job's kept answer for the query, so that nothing is asked twice; OneMap's, when none is kept. */
async function candidatesFor(query: string): Promise<SearchAnswer> {
  const engine = loadGeocode();
  const context = jobContext();
  const cache = await context.cache().catch(() => undefined);
  const kept = engine.readSearchAnswer(cache?.get(engine.SEARCH_KIND, engine.keyOf(query)));
  if (kept) return kept;
  const answer = engine.searchAnswerOf(await context.useClient((client) => client.search(query)));
  cache?.set(engine.SEARCH_KIND, engine.keyOf(query), answer);
  return answer;
}

/**
 * OneMap: Resolve Ambiguous Rows…. Walks the rows Geocode Addresses marked `ambiguous: N`, each with OneMap's
 * candidates for its query (as the job kept them: nothing is asked again) in a quick pick; a pick rewrites that row's added values and sets its match to
 * `picked` (one edit a pick, so one Undo takes one back). Escape stops the walk; the rows left stay ambiguous.
 * With a planner open, the candidates are on its map meanwhile, the one under the cursor highlighted.
 */
export async function resolveAmbiguous(target: unknown, automation: ResolveAutomation = {}, map?: CandidateMap): Promise<ResolveOutcome> {
  const editor = targetEditor(target, 'run Resolve Ambiguous Rows again');
  const document = editor.document;
  const engine = loadGeocode();
  const read = () => {
    const source = engine.sourceRows(document.getText());
    const layout = engine.geocodedLayout(source.names);
    return { source, layout };
  };
  const first = read();
  if (!first.layout) throw new UserFacingError('This file has no columns from Geocode Addresses: run OneMap: Geocode Addresses… on it first.');
  const total = engine.ambiguousRows(first.source, first.layout).length;
  if (total === 0) {
    void vscode.window.showInformationMessage('No row is ambiguous: every row has one place, or none.');
    return { ambiguous: 0, picked: 0 };
  }
  const remembered = chosenColumns.get(document.uri.toString());
  const columns = remembered ? remembered.map((n) => first.source.names.indexOf(n)).filter((i) => i >= 0) : engine.defaultColumns(first.source.names);
  if (columns.length === 0) throw new UserFacingError('Which columns were searched for is not known here: run Geocode Addresses again.');

  let picked = 0;
  // Rows walked past without a pick (no such candidate, nothing to rewrite): they stay ambiguous, ahead of the next.
  let passed = 0;
  let changed: string | undefined;
  for (let step = 0; step < total; step++) {
    const { source, layout } = read();
    if (!layout) break;
    const rowIndex = engine.ambiguousRows(source, layout)[passed];
    if (rowIndex === undefined) break;
    const row = source.rows[rowIndex]!;
    const version = document.version;
    try {
      engine.checkRowsWhole(document.getText(), [row]);
    } catch (error) {
      if (error instanceof Error && error.name === 'NotRowsError') throw new UserFacingError(error.message);
      throw error;
    }
    const query = engine.queryText(source.names, row.values, columns);
    // The row being resolved, in view and selected: the user sees which line the pick rewrites.
    const range = new vscode.Range(document.positionAt(row.start), document.positionAt(row.end));
    editor.selection = new vscode.Selection(range.start, range.end);
    editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    const { found, results: candidates } = await candidatesFor(query);
    let chosen: number | undefined;
    const layer = engine.candidatesLayer(query, candidates);
    map?.broadcast({ type: 'showLayer', layer, fit: true });
    if (automation.picks) chosen = automation.picks[step];
    else {
      const item = await vscode.window.showQuickPick(candidates.map(candidateItem), {
        onDidSelectItem: (active) => map?.broadcast({ type: 'highlightFeature', layerId: layer.id, index: (active as { index?: number }).index ?? null }),
        title: `Resolve Ambiguous Rows (${step + 1}/${total}): "${query}", ${row.label}`,
        placeHolder: `${found} places match; pick the one this row means (Escape stops)`,
        matchOnDescription: true,
        matchOnDetail: true,
        ignoreFocusOut: true,
      });
      chosen = item?.index;
    }
    map?.broadcast({ type: 'removeLayer', layerId: layer.id });
    if (chosen === undefined) break;
    const place = candidates[chosen];
    if (!place) {
      passed++;
      continue;
    }
    // The pick stays open while the user types in the file: the row is found again in the text as it is now, and
    // written only if it still asks the same; never by where it was, which may now be another row's text.
    let now = { source, layout, rowIndex };
    if (document.version !== version) {
      const again = read();
      const index = engine.rowAgain(again.source, again.layout, passed, columns, query);
      if (index === undefined || !again.layout) {
        changed = row.label;
        break;
      }
      now = { source: again.source, layout: again.layout, rowIndex: index };
    }
    const replacement = engine.rewriteRow(document.getText(), now.source, now.rowIndex, now.layout.names, now.layout.choice, { kind: 'picked', place });
    if (!replacement) {
      passed++;
      continue;
    }
    const applied = await editor.edit((builder) => builder.replace(new vscode.Range(document.positionAt(replacement.start), document.positionAt(replacement.end)), replacement.text));
    if (applied) picked++;
    else passed++;
  }
  // The cursor stays on the last row shown, with nothing selected: a command run next takes the whole file.
  editor.selection = new vscode.Selection(editor.selection.start, editor.selection.start);
  const said = resolvedText(picked, total, changed);
  if (changed) void vscode.window.showWarningMessage(said);
  else void vscode.window.showInformationMessage(said);
  return { ambiguous: total, picked };
}

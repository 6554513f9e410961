import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { panelTabShown } from '../../src/map/panelShown';
import { PANEL_TYPE } from '../../src/map/plannerSurfaces';
import { closeAllEditors, openEditor, selectTexts, when } from './editorHelpers';

interface Points {
  start?: { lat: number; lon: number };
  end?: { lat: number; lon: number };
  error?: string;
}

/**
 * The planner's tabs once every tab change asked for so far has reached the extension host: tab changes arrive
 * in order, so a tab opened now and seen here means any planner tab opened before it is seen too.
 */
async function plannerTabsSettled(): Promise<vscode.Tab[]> {
  // Empty, so not dirty: closing it asks nothing.
  const marker = await vscode.workspace.openTextDocument({ language: 'plaintext' });
  const shown = () =>
    vscode.window.tabGroups.all.some((group) =>
      group.tabs.some((tab) => tab.input instanceof vscode.TabInputText && tab.input.uri.toString() === marker.uri.toString()),
    );
  const seen = when(vscode.window.tabGroups.onDidChangeTabs, shown);
  await vscode.window.showTextDocument(marker, { preview: false, preserveFocus: true });
  await seen;
  return plannerTabs();
}

function plannerTabs(): vscode.Tab[] {
  return vscode.window.tabGroups.all
    .flatMap((group) => group.tabs)
    .filter((tab) => tab.input instanceof vscode.TabInputWebview && tab.input.viewType.endsWith('onemap.routePlanner'));
}

// What the page then draws is checked in the UI tests (test/ui/planner.ui.test.ts); these check the commands.
suite('Route planner commands', () => {
  teardown(closeAllEditors);

  test('"Open Route Planner" opens one editor panel, and again only reveals it', async () => {
    const first = await vscode.commands.executeCommand<{ error?: string } | undefined>('onemap.openRoutePlanner');
    assert.equal(first?.error, undefined);
    await vscode.commands.executeCommand('onemap.openRoutePlanner');
    const tabs = await plannerTabsSettled();
    assert.equal(tabs.length, 1);
    assert.equal(tabs[0].label, 'Route Planner');
  });

  test('"Route Between Selected Coordinates" reads a WGS84 start and an SVY21 end from two selections', async () => {
    const editor = await openEditor('from 1.3039454, 103.8408471 to 28983.75169436287, 33554.4360965479 (SVY21)');
    selectTexts(editor, '1.3039454, 103.8408471', '28983.75169436287, 33554.4360965479');
    const points = await vscode.commands.executeCommand<Points>('onemap.routeBetweenSelection');
    assert.equal(points.error, undefined);
    assert.deepEqual(points.start, { lat: 1.3039454, lon: 103.8408471 });
    // OneMap's converter: SVY21 (28983.75169436287, 33554.4360965479) is 1.319728905, 103.8421581.
    assert.ok(Math.abs((points.end?.lat ?? 0) - 1.319728905) < 1e-9 && Math.abs((points.end?.lon ?? 0) - 103.8421581) < 1e-9);
    assert.equal((await plannerTabsSettled()).length, 1, 'the planner opened to show them');
  });

  test('"Route From Here" with the cursor on a line takes the pair on that line of the editor it was invoked from', async () => {
    const editor = await openEditor('a: 1.283933, 103.851463\nb: [103.860708, 1.283993]\n');
    editor.selection = new vscode.Selection(1, 3, 1, 3);
    // The editor context menu passes the document's URI; another editor then being active must not matter.
    await openEditor('c: 1.30, 103.84', 'plaintext', vscode.ViewColumn.Beside);
    assert.notEqual(vscode.window.activeTextEditor?.document, editor.document, 'another editor is active');
    const points = await vscode.commands.executeCommand<Points>('onemap.routeFromHere', editor.document.uri);
    assert.deepEqual(points, { start: { lat: 1.283993, lon: 103.860708 } });
  });

  test('"Route To Here" from the palette reads the active editor', async () => {
    const editor = await openEditor('a: 1.283933, 103.851463\nb: [103.860708, 1.283993]\n');
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    assert.equal(vscode.window.activeTextEditor?.document, editor.document);
    const points = await vscode.commands.executeCommand<Points>('onemap.routeToHere');
    assert.deepEqual(points, { end: { lat: 1.283933, lon: 103.851463 } });
  });

  test('a route command with no editor, or for a file no editor shows, says so and opens nothing', async () => {
    await closeAllEditors();
    await when(vscode.window.onDidChangeActiveTextEditor, () => vscode.window.activeTextEditor === undefined);
    const none = await vscode.commands.executeCommand<Points>('onemap.routeFromHere');
    assert.match(none.error ?? '', /No editor is active: open a file/);
    // Its own untitled name, never shown: no hot-exit backup left for a later test's Untitled-N.
    const hidden = await vscode.workspace.openTextDocument(vscode.Uri.from({ scheme: 'untitled', path: 'onemap-test-never-shown' }));
    const closed = await vscode.commands.executeCommand<Points>('onemap.routeToHere', hidden.uri);
    assert.match(closed.error ?? '', /is not open in an editor/);
    assert.deepEqual((await plannerTabsSettled()).length, 0);
  });

  test('three pairs for a start and an end is refused with a message, and nothing opens', async () => {
    const editor = await openEditor('1.30, 103.84\n1.31, 103.85\n1.32, 103.86');
    editor.selection = new vscode.Selection(0, 0, 3, 0);
    const points = await vscode.commands.executeCommand<Points>('onemap.routeBetweenSelection');
    assert.match(points.error ?? '', /Select two coordinate pairs.*found 3/);
    assert.equal((await plannerTabsSettled()).length, 0);
  });

  // Show on Map reads a large file once the workbench has made the planner (src/commands/showOnMap.ts).
  test("Show on Map's wait for the planner ends when the planner's tab is there, and without a planner at its cap", async () => {
    assert.equal(plannerTabs().length, 0);
    // No planner: only the cap ends the wait, and no tab came of it.
    await panelTabShown(PANEL_TYPE, 50);
    assert.equal(plannerTabs().length, 0);
    // A cap longer than the test's time: only the tab can end this wait.
    const opened = vscode.commands.executeCommand('onemap.openRoutePlanner');
    await panelTabShown(PANEL_TYPE, 3_600_000);
    assert.equal(plannerTabs().length, 1);
    await opened;
  });
});

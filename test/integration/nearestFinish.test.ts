import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_USER } from '../simulator';
import { openEditor } from './editorHelpers';
import { simulatorSuite } from './simulatorSetup';

// OneMap: Add Nearest Places… with the walking time, run again on a JSON array it wrote into, in the real host
// against the OneMap simulator: an object left `not asked` (Cancel, then Apply) and an object added since are
// finished in their own fields, with the kinds and mode the fields name; OneMap is asked only the routes it never
// answered; the objects done are left as they are; one Undo takes the run back.
interface Outcome {
  routes?: { routed: number; failed: number; notAsked: number };
  finished?: number;
  message?: string;
}

const ROUTE_PATH = '/api/public/routingsvc/route';
const PLACES = [
  { name: 'Bishan', lat: 1.351, lon: 103.8483 },
  { name: 'Tampines', lat: 1.353, lon: 103.945 },
  { name: 'Jurong East', lat: 1.333, lon: 103.742 },
];
const ADDED = { name: 'Toa Payoh', lat: 1.3343, lon: 103.8497 };
const run = (automation: object): Thenable<Outcome | undefined> => vscode.commands.executeCommand<Outcome | undefined>('onemap.addNearestPlaces', automation);

suite('Add Nearest Places by walking time, run again on its JSON (against the OneMap simulator)', () => {
  const fixture = simulatorSuite();

  test('an object not asked and one added since are finished in their fields; only the new routes are asked', async () => {
    await vscode.commands.executeCommand('onemap.signIn', { email: DEMO_USER.email, password: DEMO_USER.password });
    const editor = await openEditor(JSON.stringify(PLACES, null, 2) + '\n', 'json');
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    const first = await run({ kinds: [{ type: 'stations' }], radius: null, travel: { mode: 'walk' } });
    assert.deepEqual(first?.routes, { routed: 3, failed: 0, notAsked: 0 }, first?.message);
    const full = JSON.parse(editor.document.getText()) as Array<Record<string, unknown>>;
    assert.ok(full.every((o) => typeof o.nearest_mrt_walk === 'string' && typeof o.nearest_mrt_walk_min === 'number'), JSON.stringify(full));

    // As a Cancel → Apply leaves it: the second object not asked; then an object typed in since.
    const left = full.map((o, i) => (i === 1 ? { ...o, nearest_mrt_walk: 'not asked', nearest_mrt_walk_min: '', nearest_mrt_walk_m: '' } : o));
    const before = JSON.stringify([...left, ADDED], null, 2) + '\n';
    const whole = new vscode.Range(editor.document.positionAt(0), editor.document.positionAt(editor.document.getText().length));
    assert.ok(await editor.edit((b) => b.replace(whole, before)));
    fixture.sim.reset();

    const again = await run({ existing: 'finish', travel: { mode: 'walk' } });
    assert.equal(again?.finished, 2);
    assert.deepEqual(again?.routes, { routed: 2, failed: 0, notAsked: 0 }, again?.message);
    // The second object's routes come from the disk cache; the added object's are asked, each once.
    const asked = fixture.sim.stats.requests.filter((r) => r.path === ROUTE_PATH).map((r) => new URLSearchParams(r.query));
    assert.equal(asked.length, 3);
    for (const q of asked) {
      const [lat, lon] = q.get('start')!.split(',').map(Number);
      assert.ok(Math.abs(lat! - ADDED.lat) < 1e-5 && Math.abs(lon! - ADDED.lon) < 1e-5, q.toString());
    }
    const after = JSON.parse(editor.document.getText()) as Array<Record<string, unknown>>;
    assert.deepEqual(after.slice(0, 3), full);
    assert.equal(typeof after[3]!.nearest_mrt, 'string');
    assert.equal(typeof after[3]!.nearest_mrt_walk, 'string');
    assert.equal(typeof after[3]!.nearest_mrt_walk_min, 'number');
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), before);
  });
});

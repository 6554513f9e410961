// Cancelling just stops: sign-in and a conversion through OneMap end without an error, keep nothing, change
// nothing, and hang up on the requests in flight. The simulator holds its answers back, so each cancel lands
// while a request is really pending; the command's `{ signal }` cancels as the notification's Cancel does.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_USER } from '../simulator';
import { simulatorSuite } from './simulatorSetup';
import { openEditor, withSettings } from './editorHelpers';

interface Outcome {
  signedIn?: boolean;
  cancelled?: boolean;
  converted?: number;
  error?: string;
}

const status = () => vscode.commands.executeCommand<{ email?: string; tokenExpiresAt?: number }>('onemap.accountStatus');
const signOut = () => vscode.commands.executeCommand<Outcome>('onemap.signOut');

suite('Cancelling (against the OneMap simulator)', () => {
  const fixture = simulatorSuite();

  test('cancelling sign-in stops it silently: no error, nothing stored, the request abandoned', async () => {
    await signOut();
    fixture.sim.reset();
    // Long enough that only the cancel can end the exchange within the test's time.
    fixture.sim.setFaults({ latencyMs: 60_000 });
    const controller = new AbortController();
    const pending = vscode.commands.executeCommand<Outcome>('onemap.signIn', {
      email: DEMO_USER.email,
      password: DEMO_USER.password,
      signal: controller.signal,
    });
    await fixture.sim.whenRequests(1, 'arrived');
    controller.abort();

    assert.deepEqual(await pending, { signedIn: false, cancelled: true }, 'no error reached the user');
    await fixture.sim.whenRequests(1, 'ended');
    assert.deepEqual(
      fixture.sim.stats.requests.map((r) => [r.path, r.status]),
      [['/api/auth/post/getToken', 0]],
      'the client hung up on the token request',
    );
    const after = await status();
    assert.equal(after.email, undefined, 'no email or password was kept');
    assert.equal(after.tokenExpiresAt, undefined, 'no token was kept');
  });

  test('cancelling a conversion through OneMap stops its requests and leaves the document untouched', async () => {
    const signedIn = await vscode.commands.executeCommand<Outcome>('onemap.signIn', { email: DEMO_USER.email, password: DEMO_USER.password });
    assert.equal(signedIn.signedIn, true, signedIn.error);
    fixture.sim.reset();
    fixture.sim.setFaults({ latencyMs: 60_000, target: 'get' });
    const text = '1.3039454, 103.8408471\n1.3, 103.8\n1.31, 103.81\n1.32, 103.82\n1.33, 103.83\n1.34, 103.84';

    await withSettings('onemap.conversion', { engine: 'onemap' }, async () => {
      const editor = await openEditor(text);
      const version = editor.document.version;
      const controller = new AbortController();
      const pending = vscode.commands.executeCommand<Outcome>('onemap.convertCoordinates', 'EPSG:3414', { signal: controller.signal });
      await fixture.sim.whenRequests(1, 'arrived');
      controller.abort();

      assert.deepEqual(await pending, { converted: 0 }, 'no error reached the user');
      assert.equal(editor.document.getText(), text);
      assert.equal(editor.document.version, version, 'not even an edit that was undone');
      await fixture.sim.whenRequests(1, 'ended');
      const requests = fixture.sim.stats.requests;
      assert.ok(requests.length <= 2, `${requests.length} of 6 conversions were sent: the rest never started`);
      assert.ok(
        requests.every((r) => r.path.startsWith('/api/common/convert/') && r.status === 0),
        `every request sent was abandoned, none answered: ${JSON.stringify(requests)}`,
      );
    });
  });
});

import * as assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { DEMO_USER } from '../simulator';
import { simulatorSuite } from './simulatorSetup';
import { readUserSetting } from '../../src/settings';
import { closeAllEditors, delay, openEditor, withSettings } from './editorHelpers';

interface Status {
  origin: string;
  email?: string;
  tokenExpiresAt?: number;
}
interface Outcome {
  signedIn?: boolean;
  converted?: number;
  error?: string;
}

const status = () => vscode.commands.executeCommand<Status>('onemap.accountStatus');
const signIn = (email: string, password: string) => vscode.commands.executeCommand<Outcome>('onemap.signIn', { email, password });
const signOut = () => vscode.commands.executeCommand<Outcome>('onemap.signOut');

suite('OneMap account (against the OneMap simulator)', () => {
  const fixture = simulatorSuite();
  const onemap = () => vscode.workspace.getConfiguration('onemap');

  test('sign in checks the account at once, keeps it, and sign out removes it', async () => {
    const outcome = await signIn(DEMO_USER.email, DEMO_USER.password);
    assert.deepEqual(outcome, { signedIn: true, email: DEMO_USER.email });
    assert.equal(fixture.sim.stats.tokenRequests, 1, 'one token request checks the password');
    const signedIn = await status();
    assert.equal(signedIn.origin, fixture.sim.url);
    assert.equal(signedIn.email, DEMO_USER.email);
    const threeDays = 3 * 24 * 3600 * 1000;
    assert.ok(Math.abs((signedIn.tokenExpiresAt ?? 0) - (Date.now() + threeDays)) < 120_000, 'the token lives three days');

    await signOut();
    const signedOut = await status();
    assert.equal(signedOut.email, undefined);
    assert.equal(signedOut.tokenExpiresAt, undefined);
  });

  test("a wrong password is refused in OneMap's words and nothing is kept", async () => {
    const outcome = await signIn(DEMO_USER.email, 'not-the-password');
    assert.match(outcome.error ?? '', /Authentication failed/);
    assert.equal((await status()).email, undefined);
  });

  test('an email OneMap does not know is refused with its message', async () => {
    const outcome = await signIn('nobody@onemap.test', 'whatever-1');
    assert.match(outcome.error ?? '', /not registered/);
  });

  test("a workspace's .vscode/settings.json cannot send the credentials elsewhere", async () => {
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder);
    const settingsDir = path.join(folder.uri.fsPath, '.vscode');
    mkdirSync(settingsDir, { recursive: true });
    // VS Code drops application-scoped settings from a workspace, so onemap.baseUrl alone cannot tell whether
    // readUserSetting ignores workspace values. sourceSystem is a setting VS Code does take from a workspace:
    // it shows when the file has been read, and readUserSetting must still ignore it.
    writeFileSync(
      path.join(settingsDir, 'settings.json'),
      JSON.stringify({ 'onemap.baseUrl': 'https://onemap.attacker.example', 'onemap.conversion.sourceSystem': 'EPSG:3857' }),
    );
    try {
      const deadline = Date.now() + 10_000;
      while (onemap().get('conversion.sourceSystem') !== 'EPSG:3857' && Date.now() < deadline) await delay(50);
      assert.equal(onemap().get('conversion.sourceSystem'), 'EPSG:3857', 'VS Code read the workspace settings file');
      assert.equal(readUserSetting('onemap.conversion', 'sourceSystem', 'auto'), 'auto', 'a workspace value was read as if it were the user\'s');
      assert.equal(readUserSetting('onemap', 'baseUrl', 'https://www.onemap.gov.sg'), fixture.sim.url);

      const outcome = await signIn(DEMO_USER.email, DEMO_USER.password);
      assert.equal(outcome.signedIn, true, outcome.error);
      assert.equal(fixture.sim.stats.tokenRequests, 1, 'the password went to the address in user settings');
      assert.equal((await status()).origin, fixture.sim.url);
    } finally {
      rmSync(settingsDir, { recursive: true, force: true });
      // The next tests convert: wait until VS Code has dropped the workspace value.
      const deadline = Date.now() + 10_000;
      while (onemap().get('conversion.sourceSystem') === 'EPSG:3857' && Date.now() < deadline) await delay(50);
      await signOut();
    }
  });

  test('converting through OneMap gives the local engine\'s text, through a 429 in the middle', async () => {
    const text = [
      'a 1.3039454, 103.8408471',
      'b 1.319728905, 103.8421581',
      'c [103.851463, 1.283933]',
    ].join('\n');
    const local = await openEditor(text);
    const expected = await vscode.commands.executeCommand<Outcome>('onemap.convertToWebMercator');
    assert.equal(expected.converted, 3, expected.error);
    const localText = local.document.getText();
    await closeAllEditors();

    const signedIn = await signIn(DEMO_USER.email, DEMO_USER.password);
    assert.equal(signedIn.signedIn, true, signedIn.error);
    assert.equal((await status()).email, DEMO_USER.email);
    fixture.sim.reset();
    fixture.sim.setRateLimit({ max: 2, windowMs: 1000 });
    try {
      await withSettings('onemap', { 'conversion.engine': 'onemap', 'http.requestsPerMinute': 250 }, async () => {
        assert.equal((await status()).email, DEMO_USER.email, 'still signed in after the settings change');
        const editor = await openEditor(text);
        const outcome = await vscode.commands.executeCommand<Outcome>('onemap.convertToWebMercator');
        assert.equal(outcome.converted, 3, outcome.error);
        assert.equal(editor.document.getText(), localText);
        const answered = fixture.sim.stats.requests.filter((r) => r.path.startsWith('/api/common/convert/')).map((r) => r.status);
        assert.ok(answered.includes(429), `OneMap said "API limit(s) exceeded" at least once: ${answered.join(',')}`);
        assert.equal(answered.filter((s) => s === 200).length, 3);
      });
    } finally {
      fixture.sim.setRateLimit(undefined);
      await signOut();
    }
  });

  test('converting through OneMap when signed out says to sign in and changes nothing', async () => {
    await withSettings('onemap', { 'conversion.engine': 'onemap' }, async () => {
      const editor = await openEditor('1.3039454, 103.8408471');
      const outcome = await vscode.commands.executeCommand<Outcome>('onemap.convertToSvy21');
      assert.match(outcome.error ?? '', /Sign in to OneMap/);
      assert.equal(editor.document.getText(), '1.3039454, 103.8408471');
    });
  });

  // Last in the suite, so the log holds every sign-in, request and error above.
  test('the OneMap log has the session in it, and neither the password nor a token', async () => {
    const extension = vscode.extensions.getExtension<{ logUri: vscode.Uri }>('onemap-vscode.onemap-vscode');
    assert.ok(extension?.exports?.logUri, 'the extension says where its log is');
    const file = path.join(extension.exports.logUri.fsPath, 'OneMap.log');
    const deadline = Date.now() + 5000;
    while (!/Signed out of/.test(existsSync(file) ? readFileSync(file, 'utf8') : '') && Date.now() < deadline) await delay(100);
    const log = readFileSync(file, 'utf8');
    assert.match(log, new RegExp(`Signed in to ${fixture.sim.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} as ${DEMO_USER.email}`));
    assert.match(log, /GET \/api\/common\/convert\//, 'requests are logged');
    assert.ok(!log.includes(DEMO_USER.password), 'the password is in the log');
    assert.ok(!log.includes('not-the-password'), 'a refused password is in the log');
    assert.doesNotMatch(log, /eyJ[A-Za-z0-9_-]{10,}/, 'a token is in the log');
  });
});

import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AccountSecrets, type SecretStorageLike } from '../../../src/account/accountSecrets';

/** A SecretStorage as VS Code's behaves: shared by every window (instance), change events to all of them. */
class FakeSecretStorage {
  readonly values = new Map<string, string>();
  private readonly listeners = new Set<(event: { key: string }) => unknown>();
  failStore = false;
  failGet = false;

  view(): SecretStorageLike {
    return {
      get: async (key) => {
        if (this.failGet) throw new Error('cannot decrypt');
        return this.values.get(key);
      },
      store: async (key, value) => {
        if (this.failStore) throw new Error('no keyring');
        this.values.set(key, value);
        this.emit(key);
      },
      delete: async (key) => {
        this.values.delete(key);
        this.emit(key);
      },
      onDidChange: (listener) => {
        this.listeners.add(listener);
        return { dispose: () => this.listeners.delete(listener) };
      },
    };
  }

  private emit(key: string): void {
    for (const listener of this.listeners) listener({ key });
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('AccountSecrets', () => {
  test('keeps email, password and token, and clears all of them on sign-out', async () => {
    const storage = new FakeSecretStorage();
    const secrets = new AccountSecrets(storage.view(), 'https://www.onemap.gov.sg');
    await secrets.storeCredentials({ email: 'a@example.com', password: 'pw-1234' });
    await secrets.save({ token: 'token-abc', expiresAt: 1_701_916_695_000 });
    assert.deepEqual(await secrets.credentials(), { email: 'a@example.com', password: 'pw-1234' });
    assert.deepEqual(await secrets.load(), { token: 'token-abc', expiresAt: 1_701_916_695_000 });
    await secrets.clear();
    assert.equal(await secrets.credentials(), undefined);
    assert.equal(await secrets.load(), undefined);
    assert.equal(storage.values.size, 0, 'nothing is left in SecretStorage');
  });

  test('an account and token for one OneMap address are invisible to another', async () => {
    const storage = new FakeSecretStorage();
    const real = new AccountSecrets(storage.view(), 'https://www.onemap.gov.sg');
    const other = new AccountSecrets(storage.view(), 'https://onemap.attacker.example');
    await real.storeCredentials({ email: 'a@example.com', password: 'pw-1234' });
    await real.save({ token: 'token-abc', expiresAt: 1 });
    assert.equal(await other.credentials(), undefined);
    assert.equal(await other.load(), undefined);
  });

  test('without a keyring the values last in memory and it says so', async () => {
    const storage = new FakeSecretStorage();
    storage.failStore = true;
    const secrets = new AccountSecrets(storage.view(), 'https://www.onemap.gov.sg');
    assert.equal(secrets.keptInMemoryOnly, false);
    await secrets.storeCredentials({ email: 'a@example.com', password: 'pw-1234' });
    assert.equal(secrets.keptInMemoryOnly, true);
    assert.deepEqual(await secrets.credentials(), { email: 'a@example.com', password: 'pw-1234' });
    await secrets.clear();
    assert.equal(await secrets.credentials(), undefined);
  });

  test('a value VS Code cannot decrypt, or junk, reads as signed out', async () => {
    const storage = new FakeSecretStorage();
    const secrets = new AccountSecrets(storage.view(), 'https://www.onemap.gov.sg');
    storage.values.set('onemap.credentials:https://www.onemap.gov.sg', '{not json');
    storage.values.set('onemap.token:https://www.onemap.gov.sg', JSON.stringify({ token: 5 }));
    assert.equal(await secrets.credentials(), undefined);
    assert.equal(await secrets.load(), undefined);
    storage.failGet = true;
    assert.equal(await secrets.email(), undefined);
  });

  test("another window's sign-in or sign-out is reported; our own token renewal is not", async () => {
    const storage = new FakeSecretStorage();
    const here = new AccountSecrets(storage.view(), 'https://www.onemap.gov.sg');
    const elsewhere = new AccountSecrets(storage.view(), 'https://www.onemap.gov.sg');
    const unrelated = new AccountSecrets(storage.view(), 'https://other.example');
    let changes = 0;
    const listener = here.onDidChange(() => changes++);

    await here.save({ token: 'renewed-here', expiresAt: 2 });
    await settle();
    assert.equal(changes, 0, 'our own write');

    await elsewhere.storeCredentials({ email: 'b@example.com', password: 'pw-5678' });
    await settle();
    assert.equal(changes, 1, 'sign-in in another window');

    await elsewhere.clear();
    await settle();
    assert.ok(changes >= 2, 'sign-out in another window');

    const before = changes;
    await unrelated.storeCredentials({ email: 'c@example.com', password: 'pw-0000' });
    await settle();
    assert.equal(changes, before, 'another OneMap address');

    listener.dispose();
    await elsewhere.storeCredentials({ email: 'b@example.com', password: 'pw-5678' });
    await settle();
    assert.equal(changes, before, 'no events after dispose');
  });
});

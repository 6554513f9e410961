// `node out/test/simulator/cli.js` as `npm start` runs it: prints where it listens and how to sign in, serves,
// and stops cleanly on SIGTERM.
import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { test } from 'node:test';
import { DEMO_USER, type Simulator } from '../../simulator';
import { repoRoot } from '../repoRoot';
import { authorised, call, closeCalls, query, signIn } from './call';

test('the CLI prints its URL and the demo account, serves the API, and exits 0 on SIGTERM', async () => {
  const child = spawn(process.execPath, [path.join(repoRoot, 'out/test/simulator/cli.js'), '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        output += chunk;
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match && output.includes('Demo account')) resolve(match[1]);
      });
      child.once('exit', () => reject(new Error(`exited early: ${output}`)));
    });
    assert.ok(output.includes(`${DEMO_USER.email} / ${DEMO_USER.password}`), output);

    const answer = await call({ url } as never, '/api/auth/post/getToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
    });
    assert.equal(answer.status, 200);
    assert.match(answer.json.expiry_timestamp, /^\d+$/);
    await closeCalls();

    child.kill('SIGTERM');
    assert.equal(await exited, 0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});

test('the CLI refuses a port that is not a number', async () => {
  const child = spawn(process.execPath, [path.join(repoRoot, 'out/test/simulator/cli.js'), '--port', 'eighty'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  assert.equal(code, 2);
  assert.match(errors, /--port must be a whole number/);
});

test('--rate-limit 2/60 refuses the third call in a minute with 429 and Retry-After; a bad value is refused', async () => {
  const child = spawn(process.execPath, [path.join(repoRoot, 'out/test/simulator/cli.js'), '--port', '0', '--rate-limit', '2/60'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        output += chunk;
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match && output.includes('Rate limit')) resolve(match[1]);
      });
      child.once('exit', () => reject(new Error(`exited early: ${output}`)));
    });
    assert.match(output, /Rate limit: 2 calls in any 60 s/);
    const sim = { url } as Simulator;
    const token = await signIn(sim);
    const convert = `/api/common/convert/4326to3414${query({ latitude: '1.3', longitude: '103.8' })}`;
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await call(sim, convert, { headers: authorised(token) }));
    assert.deepEqual(answers.map((a) => a.status), [200, 200, 429]);
    assert.match(String(answers[2].headers['retry-after']), /^(59|60)$/);
    await closeCalls();
    child.kill('SIGTERM');
    assert.equal(await exited, 0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }

  const bad = spawn(process.execPath, [path.join(repoRoot, 'out/test/simulator/cli.js'), '--port', '0', '--rate-limit', 'fast'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  bad.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  assert.equal(await new Promise<number | null>((resolve) => bad.once('exit', resolve)), 2);
  assert.match(errors, /--rate-limit must be CALLS\/SECONDS/);
});

test('--planning-areas unquoted plays the retired API (a bare list led by OTHERS); an unknown variant is refused', async () => {
  const child = spawn(process.execPath, [path.join(repoRoot, 'out/test/simulator/cli.js'), '--port', '0', '--planning-areas', 'unquoted'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        output += chunk;
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match && output.includes('Press Ctrl+C')) resolve(match[1]);
      });
      child.once('exit', () => reject(new Error(`exited early: ${output}`)));
    });
    assert.match(output, /Planning areas: the unquoted recording/);
    const sim = { url } as Simulator;
    const token = await signIn(sim);
    const all = await call(sim, `/api/public/popapi/getAllPlanningarea${query({ year: '2014' })}`, { headers: authorised(token) });
    assert.ok(Array.isArray(all.json), 'a bare list, as the retired API answered');
    assert.deepEqual(all.json[0], { geojson: null, pln_area_n: 'OTHERS' });
    await closeCalls();
    child.kill('SIGTERM');
    assert.equal(await exited, 0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }

  const bad = spawn(process.execPath, [path.join(repoRoot, 'out/test/simulator/cli.js'), '--port', '0', '--planning-areas', 'old'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  bad.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  assert.equal(await new Promise<number | null>((resolve) => bad.once('exit', resolve)), 2);
  assert.match(errors, /--planning-areas must be one of current, collapsed, unquoted, not "old"/);
});

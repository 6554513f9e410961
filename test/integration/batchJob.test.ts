// A tiny geocoding job through runTableJob in the real host, against the simulator over HTTP: the user edits
// one row and adds a line at the top while the job runs; that row is skipped and listed, every other row gets
// its own answer on its own line, in one edit that one Undo takes back; run again, OneMap is asked nothing.
import * as assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { openAnswerCache } from '../../src/batch/answerCache';
import { setJobContext } from '../../src/batch/jobContext';
import { normaliseQuery, type JobAnswer, type JobSpec } from '../../src/batch/jobTypes';
import { runTableJob, type JobOptions, type RowInsertion } from '../../src/batch/host/runJob';
import { runningJobs } from '../../src/batch/host/jobUi';
import type { TrackedRow } from '../../src/batch/rowTracker';
import { OneMapClient, Pacer, type SearchPage } from '../../src/onemap';
import { DEMO_USER, SEARCH_PATH, startSimulator, type Simulator } from '../simulator';
import { closeAllEditors, openEditor } from './editorHelpers';

const CSV = 'id,station\n1,Raffles Place MRT Station\n2,Bishan MRT Station\n3,Orchard MRT Station\n4,raffles place  mrt station\n';

/** The CSV's header and rows, as a command reads them: spans without line breaks, "row N" by data row. */
function tableRows(text: string): TrackedRow[] {
  let start = 0;
  return text.split('\n').flatMap((line, i) => {
    const row = { start, end: start + line.length, label: i === 0 ? 'header' : `row ${i}`, header: i === 0 };
    start += line.length + 1;
    return line === '' ? [] : [row];
  });
}

suite('Batch job runner in the host (against the OneMap simulator)', () => {
  let sim: Simulator;
  let client: OneMapClient;
  let pacer: Pacer;
  const directory = mkdtempSync(join(tmpdir(), 'onemap-jobs-'));

  suiteSetup(async () => {
    sim = await startSimulator();
    pacer = new Pacer({ requestsPerMinute: 6000 });
    client = new OneMapClient({ baseUrl: sim.url, credentials: async () => ({ email: DEMO_USER.email, password: DEMO_USER.password }), pacer });
    setJobContext({
      useClient: (use) => use(client),
      cache: () => openAnswerCache({ directory, baseUrl: sim.url, maxAgeDays: 30 }),
      signIn: async () => true,
    });
  });
  suiteTeardown(async () => {
    setJobContext(undefined);
    pacer.dispose();
    await client.close();
    await sim.close();
  });
  teardown(closeAllEditors);

  interface Hooks {
    /** Before a search leaves. */
    before?(query: string, signal: AbortSignal): Promise<void>;
    /** Once its answer is back. */
    after?(query: string): void;
  }

  function job(editor: vscode.TextEditor, hooks: Hooks = {}, options?: JobOptions) {
    const text = editor.document.getText();
    const rows = tableRows(text);
    const cells = rows.map((row) => text.slice(row.start, row.end).split(',')[1]!);
    const spec: JobSpec<string, SearchPage> = {
      kind: 'search',
      title: 'Geocoding stations',
      items: rows.slice(1).map((_, i) => ({ key: normaliseQuery(cells[i + 1]!), query: cells[i + 1]! })),
      ask: async (query, signal) => {
        await hooks.before?.(query, signal);
        const page = await client.search(query, { signal, priority: 'batch' });
        hooks.after?.(query);
        return page;
      },
    };
    const build = (answers: ReadonlyMap<string, JobAnswer<SearchPage>>): RowInsertion[] => [
      { row: 0, offset: rows[0]!.end, text: ',lat,lon' },
      ...rows.slice(1).flatMap((row, i) => {
        const answer = answers.get(normaliseQuery(cells[i + 1]!));
        const first = answer?.ok ? answer.value.results[0] : undefined;
        return first ? [{ row: i + 1, offset: row.end, text: `,${first.lat},${first.lon}` }] : [];
      }),
    ];
    return runTableJob(editor, rows, spec, build, options);
  }

  test('a row edited during the job is skipped and listed; the others get their answers on their own lines, in one Undo', async () => {
    const editor = await openEditor(CSV, 'csv');
    let edited = false;
    const before = async (query: string) => {
      if (edited || query !== 'Orchard MRT Station') return;
      edited = true;
      const [running] = runningJobs();
      assert.equal(running?.title, 'Geocoding stations', 'the job shows while it runs');
      assert.match(running.text, /^\d\/4 · /);
      // While the job runs: a line above the header (every row moves) and row 2's text changed.
      const document = editor.document;
      const bishan = document.getText().indexOf('Bishan');
      assert.ok(
        await editor.edit((builder) => {
          builder.insert(new vscode.Position(0, 0), '# stations to geocode\n');
          builder.replace(new vscode.Range(document.positionAt(bishan), document.positionAt(bishan + 'Bishan'.length)), 'Bishan North');
        }),
      );
    };
    const result = await job(editor, { before });
    assert.ok(edited, 'the edit was made while the job ran');
    assert.deepEqual(result.skippedChanged, ['row 2']);
    assert.equal(result.cancelled, false);
    assert.equal(result.applied, 4, 'the header and three rows');
    assert.equal(result.asked, 3, 'three distinct stations');
    const lines = editor.document.getText().split('\n');
    assert.equal(lines[0], '# stations to geocode');
    assert.equal(lines[1], 'id,station,lat,lon');
    assert.match(lines[2]!, /^1,Raffles Place MRT Station,1\.28\d+,103\.85\d+$/);
    assert.equal(lines[3], '2,Bishan North MRT Station', 'the edited row is left as the user made it');
    assert.match(lines[4]!, /^3,Orchard MRT Station,1\.30\d+,103\.83\d+$/);
    assert.equal(lines[5], `4,raffles place  mrt station,${lines[2]!.split(',').slice(2).join(',')}`, 'the same station, asked once');
    assert.equal(sim.stats.requests.filter((r) => r.path === SEARCH_PATH).length, 3);
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), CSV.replace('Bishan', 'Bishan North').replace(/^/, '# stations to geocode\n'), 'one Undo takes every answer back');
  });

  test('the same job again asks OneMap nothing: every answer comes from the disk cache', async () => {
    sim.reset();
    const editor = await openEditor(CSV, 'csv');
    const result = await job(editor);
    assert.equal(result.asked, 0);
    assert.equal(result.fromCache, 3);
    assert.equal(sim.stats.requests.length, 0);
    assert.equal(editor.document.getText().split('\n').filter((line) => /,1\.\d+,103\.\d+$/.test(line)).length, 4);
  });

  test('Cancel stops the call in flight and, asked to apply, writes the rows done and no other', async () => {
    await (await openAnswerCache({ directory, baseUrl: sim.url, maxAgeDays: 30 })).clear();
    const editor = await openEditor(CSV, 'csv');
    const controller = new AbortController();
    let othersDone!: () => void;
    const others = new Promise<void>((resolve) => (othersDone = resolve));
    let answered = 0;
    const result = await job(
      editor,
      {
        before: async (query, signal) => {
          if (query !== 'Orchard MRT Station') return;
          await others;
          controller.abort();
          // The runner hands the call's signal on: a search in flight would be hung up on here.
          assert.ok(signal.aborted, 'the cancel reached the call in flight at once');
          throw Object.assign(new Error('The OneMap request was cancelled.'), { name: 'OneMapError', kind: 'cancelled' });
        },
        after: () => {
          if (++answered === 2) othersDone();
        },
      },
      { signal: controller.signal, whenCancelled: 'apply' },
    );
    assert.equal(result.cancelled, true);
    const lines = editor.document.getText().split('\n');
    assert.equal(lines[0], 'id,station,lat,lon');
    assert.match(lines[1]!, /^1,Raffles Place MRT Station,1\.28\d+,103\.85\d+$/);
    assert.match(lines[2]!, /^2,Bishan MRT Station,1\.35\d+,103\.84\d+$/);
    assert.equal(lines[3], '3,Orchard MRT Station', 'the row not answered is left as it was');
    assert.match(lines[4]!, /^4,raffles place  mrt station,1\.28/);
    assert.equal(result.applied, 4);
  });

  test('the header edited during the job: nothing is written, the message says why, and a rerun asks OneMap nothing', async () => {
    await (await openAnswerCache({ directory, baseUrl: sim.url, maxAgeDays: 30 })).clear();
    sim.reset();
    const editor = await openEditor(CSV, 'csv');
    let edited = false;
    const before = async (query: string) => {
      if (edited || query !== 'Orchard MRT Station') return;
      edited = true;
      const header = new vscode.Range(new vscode.Position(0, 3), new vscode.Position(0, 10));
      assert.ok(await editor.edit((builder) => builder.replace(header, 'name')));
    };
    await assert.rejects(job(editor, { before }), (error: Error) => {
      assert.equal(error.name, 'UserFacingError');
      assert.match(error.message, /^Geocoding stations wrote nothing because the header line was edited during the job: run the command again, and OneMap will not be asked again\./);
      return true;
    });
    assert.ok(edited, 'the header was edited while the job ran');
    assert.equal(editor.document.getText(), CSV.replace('station', 'name'), 'only the user\'s edit');
    const again = await job(editor);
    assert.equal(again.asked, 0, 'every answer was kept');
    assert.equal(again.fromCache, 3);
    assert.match(editor.document.getText().split('\n')[1]!, /^1,Raffles Place MRT Station,1\.28\d+,103\.85\d+$/);
  });
});

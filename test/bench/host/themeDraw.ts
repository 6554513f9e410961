// Benchmark, not a test: issue 20's "a theme with thousands of records draws in under 200 ms after its answer
// arrives", measured where users are: the installed extension in a real VS Code (code-server), the planner
// already open, Add Theme to Map for the simulator's BUS_STOPS (5 200 records). The clock starts when the
// simulator (in this process, on 127.0.0.1) has handed retrieveTheme's last byte to the socket, and stops when
// the page's layerDrawn (a frame after it drew the layer) has come back to the host. Between the two: the
// client reading the answer, the layer packed and posted through VS Code's two frames, checked and drawn by the
// page (the theme is kept on disk meanwhile). The answer cache is emptied before each run, so each asks OneMap. The same for
// the recorded kindergartens (2 records) is what VS Code's path and a frame cost whatever the theme's size.
import * as vscode from 'vscode';
import type { OneMapExtensionApi } from '../../../src/extension';
import { DEMO_USER, startSimulator, type Simulator } from '../../simulator';

const RUNS = Math.max(5, Number(process.env.ONEMAP_BENCH_RUNS ?? 7));
const AIM_MS = 200;

interface Run {
  /** Answer's last byte sent → the page's layerDrawn back at the host. */
  drawn: number;
  /** Answer's last byte sent → the command returned: the layer read, packed and posted, then the theme kept on disk. */
  posted: number;
  /** The command invoked → layerDrawn: the pacer's slot (runs follow closely), the request and the answer included. */
  command: number;
  records: number;
}

async function addOnce(api: OneMapExtensionApi, sim: Simulator, queryName: string): Promise<Run> {
  api.clearShownFiles();
  await vscode.commands.executeCommand('onemap.clearCache');
  sim.reset();
  const drawn = new Promise<number>((resolve) => {
    const listener = api.onDidDrawTheme((theme) => {
      if (theme.queryName !== queryName) return;
      listener.dispose();
      resolve(performance.now());
    });
  });
  const answered = sim.whenRequests(1, 'ended').then(() => performance.now());
  const started = performance.now();
  const outcome = await vscode.commands.executeCommand<{ records?: number } | undefined>('onemap.addTheme', { queryName });
  const returned = performance.now();
  if (!outcome?.records) throw new Error(`Add Theme drew nothing: ${JSON.stringify(outcome)}`);
  const asked = sim.stats.requests.map((r) => `${r.path.split('/').pop()} ${r.status}`);
  if (asked[0] !== 'retrieveTheme 200') throw new Error(`the first exchange was not the theme's answer: ${asked.join(', ')}`);
  const [at, end] = await Promise.all([answered, drawn]);
  return { drawn: end - at, posted: returned - at, command: end - started, records: outcome.records };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const figures = (values: number[]) => `median ${median(values).toFixed(0)} ms (all ${values.map((v) => v.toFixed(0)).join(' ')})`;

export async function themeDrawBench(): Promise<void> {
  const extension = vscode.extensions.getExtension<OneMapExtensionApi>('onemap-vscode.onemap-vscode');
  const api = await extension?.activate();
  if (!api) throw new Error('the extension did not activate');
  const sim = await startSimulator({ port: 0 });
  const settings = vscode.workspace.getConfiguration('onemap');
  try {
    await settings.update('baseUrl', sim.url, vscode.ConfigurationTarget.Global);
    await vscode.commands.executeCommand('onemap.signIn', { email: DEMO_USER.email, password: DEMO_USER.password });
    // The first run opens the planner (and compiles the code paths): not counted, as the planner is open for the rest.
    await addOnce(api, sim, 'BUS_STOPS');
    const small: Run[] = [];
    const runs: Run[] = [];
    // Alternated, so that both see the same load.
    for (let i = 0; i < RUNS; i++) {
      small.push(await addOnce(api, sim, 'kindergartens'));
      runs.push(await addOnce(api, sim, 'BUS_STOPS'));
    }
    const drawn = runs.map((r) => r.drawn);
    console.log(`host: OneMap theme BUS_STOPS, ${runs[0]!.records.toLocaleString('en-SG')} records, planner open, ${RUNS} runs:`);
    console.log(`host:   answer arrived → drawn (layerDrawn back at the host): ${figures(drawn)}; aim < ${AIM_MS} ms: ${median(drawn) < AIM_MS ? 'met' : 'NOT met'}`);
    console.log(`host:   answer arrived → command done (read, packed, posted, kept on disk): ${figures(runs.map((r) => r.posted))}`);
    console.log(`host:   command → drawn (the pacer's slot, the request and the simulator's answer included): ${figures(runs.map((r) => r.command))}`);
    console.log(`host: the same for kindergartens, ${small[0]!.records} records (VS Code's path and a frame): ${figures(small.map((r) => r.drawn))}`);
  } finally {
    api.clearShownFiles();
    await vscode.commands.executeCommand('onemap.signOut');
    await settings.update('baseUrl', undefined, vscode.ConfigurationTarget.Global);
    await sim.close();
  }
}

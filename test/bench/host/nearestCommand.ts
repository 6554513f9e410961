// Benchmark, not a test: OneMap: Add Nearest Places… on a 100 000-row CSV in a real VS Code extension host, from
// the command to its edit applied (the shipped MRT/LRT stations, the count within 1 000 m; no picker: the
// command's automation answers), beside VS Code's own bare edit of the same text. The aim: under 2 s.
// The extension host's CPU time is printed beside the clock's: on a machine other work shares, the clock
// says as much about the others as about the command, its CPU time only about the command (and the edit's
// sending; applying it is the workbench's work, in another process).
import * as os from 'node:os';
import * as vscode from 'vscode';
import { untitledEditor } from './untitled';

export const ROWS = 100_000;
/** The first run of a window (it loads the stations and the planning areas, on code not yet compiled) is printed on
 * its own; the median is of the runs after it, so that it is not simply the slower of two. */
const RUNS = 6;
const GOAL_MS = 2000;

/** The benchmarks' 100 000 rows (ids, blocks, WGS84 across Singapore), the same every run. */
export function nearestBenchTable(): string {
  let seed = 28;
  const next = (): number => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const lines = ['id,block,latitude,longitude'];
  for (let i = 0; i < ROWS; i++) lines.push(`${i},BLK ${100 + (i % 900)},${(1.25 + next() * 0.2).toFixed(6)},${(103.62 + next() * 0.38).toFixed(6)}`);
  return lines.join('\n') + '\n';
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const figures = (values: number[]) => `median ${median(values).toFixed(0)} ms (all ${values.map((v) => v.toFixed(0)).join(' ')})`;
const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

export async function nearestCommandBench(): Promise<void> {
  const text = nearestBenchTable();
  const editor = await untitledEditor(text, 'csv');
  const command: number[] = [];
  const bare: number[] = [];
  const commandCpu: number[] = [];
  const bareCpu: number[] = [];
  let expected: string | undefined;
  for (let run = 0; run < RUNS; run++) {
    let started = performance.now();
    let cpu = process.cpuUsage();
    const outcome = (await vscode.commands.executeCommand('onemap.addNearestPlaces', { kinds: [{ type: 'stations' }], radius: 1000 })) as { rows: { placed: number } } | undefined;
    command.push(performance.now() - started);
    commandCpu.push(cpuMs(cpu));
    if (outcome?.rows.placed !== ROWS) throw new Error(`the command placed ${outcome?.rows.placed} rows`);
    expected ??= editor.document.getText();
    await vscode.commands.executeCommand('undo');
    if (editor.document.getText() !== text) throw new Error('one undo did not restore the file');

    started = performance.now();
    cpu = process.cpuUsage();
    const whole = new vscode.Range(editor.document.positionAt(0), editor.document.positionAt(text.length));
    await editor.edit((builder) => builder.replace(whole, expected!), { undoStopBefore: true, undoStopAfter: true });
    bare.push(performance.now() - started);
    bareCpu.push(cpuMs(cpu));
    await vscode.commands.executeCommand('undo');
  }
  console.log(`host: Add Nearest Places on a ${ROWS.toLocaleString('en-SG')}-row CSV (${(text.length / 1e6).toFixed(2)} MB), 188 stations, count within 1 000 m:`);
  const [first, ...then] = command;
  const after = (values: number[]) => values.slice(1);
  console.log(`host:   the command's first run in the window, from its call to the edit applied: ${first!.toFixed(0)} ms; goal < ${GOAL_MS} ms: ${first! < GOAL_MS ? 'met' : 'NOT met'}`);
  console.log(`host:   the ${then.length} runs after it: ${figures(then)}; goal < ${GOAL_MS} ms: ${median(then) < GOAL_MS ? 'met' : 'NOT met'}`);
  console.log(`host:   VS Code's bare edit replacing the file with the same result: first ${bare[0]!.toFixed(0)} ms, then ${figures(after(bare))}`);
  console.log(`host:   ratio command / bare edit (runs after the first): ${(median(then) / median(after(bare))).toFixed(2)}; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
  console.log(`host:   extension host CPU: the command first ${commandCpu[0]!.toFixed(0)} ms, then ${figures(after(commandCpu))}; the bare edit ${figures(after(bareCpu))}`);
  await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
}

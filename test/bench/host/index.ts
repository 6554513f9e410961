// Benchmark, not a test: the time a user waits for "Convert Coordinates" in a real VS Code extension host,
// the whole command from invocation to the applied edit, on a 100 000-line CSV and on a 2 MB GeoJSON beside
// VS Code applying the same text by itself. Run by `npm run bench`, with the coordinate hover (hover.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { convertText } from '../../../src/shared/coords';
import { hoverBench } from './hover';
import { untitledEditor } from './untitled';

const lines = 100_000;

function csvDocument(): string {
  // Points spread over Singapore, one "id,lat,lon,elevation" row a line, as a survey export looks.
  const rows = ['id,lat,lon,elevation_m'];
  for (let i = 0; i < lines - 1; i++) {
    const lat = 1.25 + ((i * 7919) % 20_000) / 100_000;
    const lon = 103.65 + ((i * 104_729) % 30_000) / 100_000;
    rows.push(`${i + 1},${lat.toFixed(7)},${lon.toFixed(7)},${i % 90}`);
  }
  return rows.join('\n') + '\n';
}

/**
 * A multipolygon GeoJSON of about 2.5 MB and 56 000 vertices: the real one realdata brings under
 * test/fixtures/real/large/ when it is there, else one made like it (planning-area outlines, 15 decimals
 * as QGIS writes them, pretty-printed).
 */
function multipolygon(): { name: string; content: string } {
  const folder = join(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'real', 'large');
  if (existsSync(folder)) {
    const file = readdirSync(folder).find((name) => /\.(geo)?json$/i.test(name));
    if (file) return { name: file, content: readFileSync(join(folder, file), 'utf8') };
  }
  const features: string[] = [];
  let vertex = 0;
  for (let f = 0; f < 55; f++) {
    const cx = 103.65 + (f % 11) * 0.03;
    const cy = 1.28 + Math.floor(f / 11) * 0.03;
    const ring: string[] = [];
    for (let k = 0; k < 1018; k++, vertex++) {
      const angle = (2 * Math.PI * k) / 1017;
      const r = 0.01 + 0.002 * Math.sin(7 * angle + f);
      const x = k === 1017 ? cx + 0.01 + 0.002 * Math.sin(f) : cx + r * Math.cos(angle);
      const y = k === 1017 ? cy : cy + r * Math.sin(angle);
      ring.push(`[ ${x.toFixed(15)}, ${y.toFixed(15)} ]`);
    }
    features.push(
      `{ "type": "Feature", "properties": { "PLN_AREA_N": "AREA ${f}", "Description": "<table><tr><td>${f}</td></tr></table>" }, ` +
        `"geometry": { "type": "MultiPolygon", "coordinates": [ [ [ ${ring.join(', ')} ] ] ] } }`,
    );
  }
  return { name: `made-up multipolygon (${vertex} vertices)`, content: `{\n"type": "FeatureCollection",\n"features": [\n${features.join(',\n')}\n]\n}\n` };
}

/**
 * The command on the whole GeoJSON; the engine alone on the same text; and VS Code alone applying the same
 * converted text as one bare edit (no extension code): the floor any extension's edit of this file pays.
 */
async function geojsonBench(name: string, content: string): Promise<void> {
  const editor = await untitledEditor(content, 'json');
  const document = editor.document;
  const runs: number[] = [];
  const engine: number[] = [];
  const floor: number[] = [];
  let converted = 0;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const result = convertText(content, { to: 'EPSG:3414' });
    engine.push(performance.now() - t0);
    converted = result.converted;
    runs.push((await convertOnce(editor, () => {
      if (document.getText() !== result.text) throw new Error('the command wrote other text than the engine');
    })).ms);
    if (document.getText() !== content) throw new Error('undo did not restore the GeoJSON');
    floor.push(await bareEdit(editor, result.text));
    if (document.getText() !== content) throw new Error('undo did not restore the GeoJSON after the bare edit');
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const total = median(runs);
  const core = median(engine);
  const bare = median(floor);
  console.log(`host: GeoJSON ${name}, ${(content.length / 1e6).toFixed(2)} MB, ${converted.toLocaleString('en-SG')} vertices`);
  console.log(
    `host: command median ${total.toFixed(0)} ms (first ${runs[0]!.toFixed(0)} ms): engine ${core.toFixed(0)} ms, ` +
      `edit and the rest ${(total - core).toFixed(0)} ms; aim < 1000 ms: ${total < 1000 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `host: VS Code alone applying the same text as one edit: median ${bare.toFixed(0)} ms; ` +
      `command / bare edit ${(total / bare).toFixed(2)}; the command's own share (median of the paired differences) ` +
      `${median(runs.map((run, i) => run - floor[i]!)).toFixed(0)} ms`,
  );
  await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
}

/** One whole-document replace through the API, timed to its promise as the command's edit is, then undone. */
async function bareEdit(editor: vscode.TextEditor, text: string): Promise<number> {
  const document = editor.document;
  const whole = new vscode.Range(new vscode.Position(0, 0), document.lineAt(document.lineCount - 1).range.end);
  editor.selection = new vscode.Selection(0, 0, 0, 0);
  const started = performance.now();
  const applied = await editor.edit((builder) => builder.replace(whole, text), { undoStopBefore: true, undoStopAfter: true });
  const ms = performance.now() - started;
  if (!applied || document.getText() !== text) throw new Error('the bare edit was not applied');
  await vscode.commands.executeCommand('undo');
  return ms;
}

async function convertOnce(editor: vscode.TextEditor, check?: () => void): Promise<{ ms: number; converted: number }> {
  editor.selection = new vscode.Selection(0, 0, 0, 0);
  const before = editor.document.version;
  const started = performance.now();
  const outcome = await vscode.commands.executeCommand<{ converted?: number; error?: string }>('onemap.convertToSvy21');
  const ms = performance.now() - started;
  if (!outcome?.converted) throw new Error(`the command converted nothing: ${outcome?.error ?? 'no outcome'}`);
  check?.();
  // Undo restores the original text for the next run, and shows the edit really was one undo step.
  await vscode.commands.executeCommand('undo');
  if (editor.document.version === before) throw new Error('undo did not restore the document');
  return { ms, converted: outcome.converted };
}

export async function run(): Promise<void> {
  const content = csvDocument();
  const editor = await untitledEditor(content, 'csv');
  const document = editor.document;
  const runs: number[] = [];
  let converted = 0;
  for (let i = 0; i < 5; i++) {
    const result = await convertOnce(editor);
    if (document.getText() !== content) throw new Error('undo did not restore the original text');
    runs.push(result.ms);
    converted = result.converted;
  }
  const first = runs[0];
  const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  console.log(`host: ${lines.toLocaleString('en-SG')}-line file (${(content.length / 1e6).toFixed(1)} MB), ${converted.toLocaleString('en-SG')} pairs`);
  console.log(`host: first run ${first.toFixed(0)} ms (loads the engine), median of ${runs.length} ${median.toFixed(0)} ms; aim < 3000 ms: ${median < 3000 ? 'met' : 'NOT met'}`);
  await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  // The file as published (one feature a line, up to 200 000 characters), then the same positions one a line,
  // as QGIS's and our own GeoJSON export write them: VS Code draws long lines at a cost of its own.
  const { name, content: geojson } = multipolygon();
  await geojsonBench(name, geojson);
  await geojsonBench(`${name}, one position a line`, geojson.replace(/\], (?=\[ *-?\d)/g, '],\n'));
  await hoverBench();
  console.log('bench: 3 passed, 0 failed');
}

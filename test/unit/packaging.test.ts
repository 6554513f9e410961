// What `npm run package` puts in the .vsix, asked of vsce itself (`vsce ls` applies .vscodeignore exactly as
// `vsce package` does), against the files the code loads at run time (test/host/shippedFiles.ts). Runs after
// the build, which the unit tier always does first, so dist/ holds what a package would.
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { filesLoadedAtRunTime, walkthroughMedia } from '../host/shippedFiles';
import { repoRoot } from './repoRoot';

const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));

/** `vsce ls` with the options `npm run package` gives `vsce package` that change what ships. */
function packagedFiles(): string[] {
  const vsce = path.join(repoRoot, 'node_modules', '.bin', 'vsce');
  const readme = /--readme-path (\S+)/.exec(manifest.scripts.package as string);
  const args = ['ls', '--no-dependencies', ...(readme ? ['--readme-path', readme[1]!] : [])];
  return execFileSync(vsce, args, { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
}

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );
}

test('the files the code loads at run time are found in the code: the entry, the lazy bundles, the page and the icons', () => {
  const needed = filesLoadedAtRunTime(repoRoot);
  for (const file of ['dist/extension.js', 'dist/coords.js', 'dist/onemap.js', 'dist/export.js', 'dist/mapdata.js', 'dist/planningarea.js', 'dist/nearest.js', 'dist/webview/main.js', 'dist/webview/main.css', 'dist/webview/leaflet.css', 'dist/webview/placeInput.js', 'media/icon.png']) {
    assert.ok(needed.includes(file), `${file} among ${JSON.stringify(needed)}`);
  }
  for (const file of needed) assert.ok(existsSync(path.join(repoRoot, file)), `${file} is built (node esbuild.mjs)`);
});

test('the .vsix holds every file the code loads at run time', () => {
  const shipped = new Set(packagedFiles());
  const missing = filesLoadedAtRunTime(repoRoot).filter((file) => !shipped.has(file));
  assert.deepEqual(missing, [], `left out of the .vsix by .vscodeignore (shipped: ${[...shipped].join(', ')})`);
});

test('the .vsix carries no sources, tests or tooling', () => {
  // out/README.md is the README that ships (as extension/readme.md).
  const stray = packagedFiles().filter((file) => file !== 'out/README.md').filter((file) => /^(src|test|webview|scripts|out|node_modules|\.vscode-test)\//.test(file) || file.endsWith('.ts'));
  assert.deepEqual(stray, []);
});

test('the .vsix carries no source maps, and every licence notice the build writes', () => {
  const shipped = packagedFiles();
  // The unit tier's build writes source maps beside the bundles, so this asks .vscodeignore, not the build.
  const built = filesUnder('dist');
  assert.ok(built.some((file) => file.endsWith('.map')), 'the development build writes source maps');
  assert.deepEqual(shipped.filter((file) => file.endsWith('.map')), []);
  const notices = built.filter((file) => file.endsWith('.LEGAL.txt'));
  assert.ok(notices.includes('dist/webview/main.js.LEGAL.txt'), notices.join(', '));
  // URA's planning areas: the Singapore Open Data Licence's attribution.
  assert.ok(notices.includes('dist/planningarea.js.LEGAL.txt'), notices.join(', '));
  // LTA's station exits (Add Nearest Places): the same licence's attribution.
  assert.ok(notices.includes('dist/nearest.js.LEGAL.txt'), notices.join(', '));
  assert.deepEqual(notices.filter((file) => !shipped.includes(file)), []);
});

test('the README that ships is the one with its images inlined; CONTRIBUTING.md stays out', () => {
  const shipped = packagedFiles();
  assert.match(manifest.scripts.package, /node scripts\/packageReadme\.mjs && vsce package .*--readme-path out\/README\.md/);
  assert.ok(!shipped.includes('README.md') && !shipped.includes('CONTRIBUTING.md'), shipped.join(', '));
  assert.doesNotMatch(readFileSync(path.join(repoRoot, 'README.md'), 'utf8'), /^## (Development|Layout)/m, 'moved to CONTRIBUTING.md');
  assert.match(readFileSync(path.join(repoRoot, 'CONTRIBUTING.md'), 'utf8'), /^## Development[\s\S]*^## Layout/m);
});

interface Step { id: string; title: string; description: string; completionEvents?: string[]; media: Parameters<typeof walkthroughMedia>[0] }

test('the walkthrough: four steps, each done by a command the extension contributes, its button named in its description', () => {
  const walkthroughs: Array<{ title: string; steps: Step[] }> = manifest.contributes.walkthroughs;
  assert.equal(walkthroughs.length, 1);
  assert.equal(walkthroughs[0]!.title, 'Get started with OneMap');
  const commands = new Set((manifest.contributes.commands as Array<{ command: string }>).map((c) => c.command));
  const steps = walkthroughs[0]!.steps;
  assert.deepEqual(steps.map((step) => step.id), ['signIn', 'convert', 'planRoute', 'showOnMap']);
  for (const step of steps) {
    const done = (step.completionEvents ?? []).map((event) => /^onCommand:(.+)$/.exec(event)?.[1]);
    assert.ok(done.length >= 1, `${step.id}: a completion event`);
    for (const command of done) assert.ok(commands.has(command!), `${step.id}: ${command} is in contributes.commands`);
    const buttons = [...step.description.matchAll(/\(command:([^)]+)\)/g)].map((m) => m[1]);
    assert.equal(buttons.length, 1, `${step.id}: one button`);
    assert.ok(done.includes(buttons[0]), `${step.id}: its button ${buttons[0]} completes the step`);
  }
});

test('walkthrough descriptions hold no code spans: the Welcome page shows their backticks as they are', () => {
  const steps: Step[] = manifest.contributes.walkthroughs.flatMap((walkthrough: { steps: Step[] }) => walkthrough.steps);
  assert.deepEqual(steps.filter((step) => step.description.includes('`')).map((step) => step.id), []);
});

test("every walkthrough image exists and ships in the .vsix", () => {
  const media = walkthroughMedia(manifest);
  assert.ok(media.length >= 4, media.join(', '));
  const shipped = new Set(packagedFiles());
  for (const file of media) {
    assert.ok(existsSync(path.join(repoRoot, file)), `${file} exists`);
    assert.ok(shipped.has(file), `${file} ships`);
  }
});

// What users read in the palette and the menus: every command is filed under "OneMap" (the palette shows
// "OneMap: Sign In"), and no title repeats the category, so menu entries read on their own ("Route From Here").
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './repoRoot';

const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const commands: Array<{ command: string; title: string; category?: string }> = manifest.contributes.commands;

test('every command has the OneMap category', () => {
  assert.deepEqual(commands.filter((c) => c.category !== 'OneMap').map((c) => c.command), []);
});

test('no command title or submenu label repeats "OneMap:"', () => {
  const titles = [...commands.map((c) => c.title), ...(manifest.contributes.submenus ?? []).map((s: { label: string }) => s.label)];
  assert.deepEqual(titles.filter((title) => /^OneMap\b/i.test(title)), []);
});

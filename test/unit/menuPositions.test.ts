// The editor's context menu orders OneMap's entries by their `group@position`: two entries at one position are
// ordered by whatever VS Code meets first, so every entry of a menu gets its own.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './repoRoot';

type Entry = { command?: string; submenu?: string; group?: string };
const menus: Record<string, Entry[]> = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).contributes.menus;

test('no two entries of a menu share a position', () => {
  const shared: string[] = [];
  for (const [menu, entries] of Object.entries(menus)) {
    const seen = new Map<string, string>();
    for (const entry of entries) {
      if (!entry.group?.includes('@')) continue;
      const name = entry.command ?? entry.submenu ?? '?';
      const first = seen.get(entry.group);
      if (first !== undefined) shared.push(`${menu}: ${first} and ${name} at ${entry.group}`);
      seen.set(entry.group, name);
    }
  }
  assert.deepEqual(shared, []);
});

test('Add Nearest Places has its own place in the editor context menu, after Add Planning Area', () => {
  const context = menus['editor/context']!;
  const at = (command: string): number => Number(context.find((e) => e.command === command)?.group?.split('@')[1]);
  assert.ok(at('onemap.addNearestPlaces') > at('onemap.addPlanningArea'));
  assert.notEqual(at('onemap.addNearestPlaces'), at('onemap.addPlanningArea'));
});

// The answer cache's files. For each OneMap address: one main file, `answers-<hash>.json`, and the parts
// written since it was last compacted, `answers-<hash>.<time>-<random>.part.json`, each holding only the answers
// of one flush: a long job then writes a few kB a second instead of its whole cache, and two windows never
// overwrite each other's parts. Every file is written to a temporary name and renamed, so a crash leaves a
// whole file or none. Pure (node:fs, no `vscode`).
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** [saved at (epoch ms), the answer] */
export type Entry = [number, unknown];
/** kind → key → entry; made without a prototype: keys are the user's text ("__proto__" is a key like any other). */
export type Kinds = Record<string, Record<string, Entry>>;

export interface CacheFile {
  format: 1;
  baseUrl: string;
  kinds: Kinds;
}

const PREFIX = 'answers-';
const PART = /^answers-([0-9a-f]{16})\.[0-9a-z-]+\.part\.json$/;
const MAIN = /^answers-([0-9a-f]{16})\.json$/;

export function bare<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** The address as the cache tells addresses apart: origin and path, without a trailing slash. */
export function cacheAddress(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return baseUrl.trim().replace(/\/+$/, '');
  }
}

function hashOf(baseUrl: string): string {
  return createHash('sha256').update(cacheAddress(baseUrl)).digest('hex').slice(0, 16);
}

/** The main file of one address: named by a hash, the address itself is inside. */
export function cacheFileName(baseUrl: string): string {
  return `${PREFIX}${hashOf(baseUrl)}.json`;
}

export function partFileName(baseUrl: string, now: number): string {
  return `${PREFIX}${hashOf(baseUrl)}.${now.toString(36)}-${randomBytes(4).toString('hex')}.part.json`;
}

/** The parts of one address now in the folder. */
export async function partNames(directory: string, baseUrl: string): Promise<string[]> {
  const hash = hashOf(baseUrl);
  return (await readdir(directory).catch(() => [] as string[])).filter((name) => PART.exec(name)?.[1] === hash).sort();
}

/** Every cache file in the folder, by the hash of its address. */
export async function cacheFilesByAddress(directory: string): Promise<Map<string, string[]>> {
  const groups = new Map<string, string[]>();
  for (const name of await readdir(directory).catch(() => [] as string[])) {
    const hash = MAIN.exec(name)?.[1] ?? PART.exec(name)?.[1] ?? (name.startsWith(PREFIX) && name.endsWith('.tmp') ? 'tmp' : undefined);
    if (hash) groups.set(hash, [...(groups.get(hash) ?? []), name]);
  }
  return groups;
}

/** The file's answers; 'missing' when there is no such file; undefined when it is not a readable cache file. */
export async function readCacheFile(path: string): Promise<CacheFile | 'missing' | undefined> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  return text === undefined ? 'missing' : parseCacheFile(text);
}

export function parseCacheFile(text: string): CacheFile | undefined {
  try {
    const value = JSON.parse(text) as Partial<CacheFile> | null;
    if (!value || value.format !== 1 || typeof value.baseUrl !== 'string' || !isRecord(value.kinds)) return undefined;
    const kinds = bare<Record<string, Entry>>();
    for (const [kind, entries] of Object.entries(value.kinds)) {
      if (!isRecord(entries)) return undefined;
      kinds[kind] = bare();
      for (const [key, entry] of Object.entries(entries)) {
        if (Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'number') kinds[kind][key] = [entry[0], entry[1]];
      }
    }
    return { format: 1, baseUrl: value.baseUrl, kinds };
  } catch {
    return undefined;
  }
}

/** Adds `from`'s entries to `into`, the newer one winning a key both hold. */
export function mergeKinds(into: Kinds, from: Kinds): void {
  for (const [kind, entries] of Object.entries(from)) {
    const mine = (into[kind] ??= bare());
    for (const [key, entry] of Object.entries(entries)) if (!(key in mine) || mine[key][0] < entry[0]) mine[key] = entry;
  }
}

export function countEntries(kinds: Kinds | undefined): number {
  return kinds ? Object.values(kinds).reduce((n, entries) => n + Object.keys(entries).length, 0) : 0;
}

/** Writes the file whole or not at all: a temporary file, then a rename over the old one. */
export async function writeAtomically(directory: string, name: string, file: CacheFile): Promise<void> {
  const temporary = join(directory, `${name}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await mkdir(directory, { recursive: true });
    await writeFile(temporary, JSON.stringify(file));
    await rename(temporary, join(directory, name));
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// OneMap's answers kept on disk, so that a rerun, or a resume after Cancel, a reload or a crash, asks nothing
// already answered. One file per OneMap address (answers from the simulator never stand in for OneMap's),
// grouped by kind; each entry keeps the time it was saved and is ignored once older than maxAgeDays. Written as
// the job goes, a second after the last new answer at most, through a temporary file and a rename, so a crash
// leaves the old file or the new one, never half of one. A file that cannot be read is started afresh: the
// cache only ever saves calls, it must never stop a job. Pure (node:fs, no `vscode`).
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface AnswerCache {
  get(kind: string, key: string): unknown | undefined;
  set(kind: string, key: string, value: unknown): void;
  /** Writes what is not on disk yet; resolves once it is. */
  flush(): Promise<void>;
  /** Forgets every answer for this address, here and on disk; resolves with how many there were. */
  clear(): Promise<number>;
}

export interface AnswerCacheOptions {
  /** The extension's global storage folder (created when missing). */
  directory: string;
  baseUrl: string;
  /** 0 keeps nothing: every get misses and nothing is written. */
  maxAgeDays: number;
  /** Epoch ms. */
  now?: () => number;
  /** How long after a new answer the file is written. Default 1 000 ms. */
  flushDelayMs?: number;
  /** Told when a file could not be read or written (the cache goes on without it). */
  log?: (message: string) => void;
}

/** [saved at (epoch ms), the answer] */
type Entry = [number, unknown];

interface CacheFile {
  format: 1;
  baseUrl: string;
  kinds: Record<string, Record<string, Entry>>;
}

const DAY_MS = 86_400_000;
const FILE_PREFIX = 'answers-';

/** The address as the cache tells addresses apart: origin and path, without a trailing slash. */
export function cacheAddress(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return baseUrl.trim().replace(/\/+$/, '');
  }
}

/** The file holding one address's answers: named by a hash, the address itself is inside. */
export function cacheFileName(baseUrl: string): string {
  return `${FILE_PREFIX}${createHash('sha256').update(cacheAddress(baseUrl)).digest('hex').slice(0, 16)}.json`;
}

export async function openAnswerCache(options: AnswerCacheOptions): Promise<AnswerCache> {
  const cache = new DiskAnswerCache(options);
  await cache.load();
  return cache;
}

/** Deletes every address's answers in `directory`; resolves with how many answers were removed. */
export async function clearAnswerCaches(directory: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((n) => n.startsWith(FILE_PREFIX))) {
    const path = join(directory, name);
    if (name.endsWith('.json')) removed += countEntries(parseCacheFile(await readFile(path, 'utf8').catch(() => '')));
    await rm(path, { force: true });
  }
  return removed;
}

class DiskAnswerCache implements AnswerCache {
  private readonly path: string;
  private readonly address: string;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private kinds: Record<string, Record<string, Entry>> = bare();
  private dirty = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly options: AnswerCacheOptions) {
    this.path = join(options.directory, cacheFileName(options.baseUrl));
    this.address = cacheAddress(options.baseUrl);
    this.maxAgeMs = Math.max(0, Number.isFinite(options.maxAgeDays) ? options.maxAgeDays : 0) * DAY_MS;
    this.now = options.now ?? Date.now;
  }

  async load(): Promise<void> {
    if (this.maxAgeMs === 0) return;
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch {
      return; // no answers kept yet
    }
    const file = parseCacheFile(text);
    if (!file || file.baseUrl !== this.address) {
      this.options.log?.(`The cached answers in ${this.path} could not be read; they are started afresh.`);
      return;
    }
    this.kinds = file.kinds;
  }

  get(kind: string, key: string): unknown {
    const entry = this.kinds[kind]?.[key];
    return entry && this.fresh(entry) ? entry[1] : undefined;
  }

  set(kind: string, key: string, value: unknown): void {
    if (this.maxAgeMs === 0 || value === undefined) return;
    (this.kinds[kind] ??= bare())[key] = [this.now(), value];
    this.dirty = true;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.options.flushDelayMs ?? 1000);
    // A pending write must not keep a test process or an extension host that is shutting down alive.
    (this.timer as { unref?: () => void }).unref?.();
  }

  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    // One write at a time, in order: the last one holds every answer.
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  async clear(): Promise<number> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.writing;
    let removed = countEntries({ format: 1, baseUrl: this.address, kinds: this.kinds });
    if (removed === 0) removed = countEntries(parseCacheFile(await readFile(this.path, 'utf8').catch(() => '')));
    this.kinds = bare();
    this.dirty = false;
    await rm(this.path, { force: true });
    return removed;
  }

  private fresh(entry: Entry): boolean {
    const age = this.now() - entry[0];
    return age >= 0 && age < this.maxAgeMs;
  }

  private async write(): Promise<void> {
    if (!this.dirty) return;
    this.dirty = false;
    // Answers past their age go when the file is next written.
    for (const entries of Object.values(this.kinds)) {
      for (const [key, entry] of Object.entries(entries)) if (!this.fresh(entry)) delete entries[key];
    }
    const file: CacheFile = { format: 1, baseUrl: this.address, kinds: this.kinds };
    const temporary = `${this.path}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await mkdir(this.options.directory, { recursive: true });
      await writeFile(temporary, JSON.stringify(file));
      await rename(temporary, this.path);
    } catch (error) {
      this.dirty = true;
      await rm(temporary, { force: true }).catch(() => undefined);
      this.options.log?.(`The answers could not be saved in ${this.path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

function parseCacheFile(text: string): CacheFile | undefined {
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

function countEntries(file: CacheFile | undefined): number {
  return file ? Object.values(file.kinds).reduce((n, entries) => n + Object.keys(entries).length, 0) : 0;
}

/** Keys are the user's text: "__proto__" or "constructor" must be keys like any other. */
function bare<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Show on Map reads a file on a worker thread (dist/mapdataworker.js), so the host's own thread stays free to
// open the planner and answer its page while a large file is read (LTA's 5 195 stops: about 0.7 s of the host's
// thread before). One worker, started on the first read and kept for the next; it never keeps the host alive.
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FindOptions, SkippedPlaces, SourceFeature } from '../mapData';
import { errorOf, type ReadReply } from '../mapData/readReply';

export interface FileRead {
  features: SourceFeature[];
  skipped?: SkippedPlaces;
}

interface Waiting {
  resolve: (read: FileRead) => void;
  reject: (error: Error) => void;
}

export class OffThreadReader {
  private worker?: Worker;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(private readonly file = path.join(__dirname, 'mapdataworker.js')) {}

  read(text: string, options: FindOptions): Promise<FileRead> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<FileRead>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, text, options });
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.file);
    worker.unref();
    worker.on('message', (reply: ReadReply) => {
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (!waiting) return;
      if (reply.ok) waiting.resolve(reply.skipped ? { features: reply.features, skipped: reply.skipped } : { features: reply.features });
      else waiting.reject(errorOf(reply.error));
    });
    // A worker that failed or ended fails what it was asked; the next read starts another.
    const ended = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
    };
    worker.on('error', ended);
    worker.on('exit', (code) => ended(new Error(`Show on Map's reader stopped (exit code ${code}).`)));
    this.worker = worker;
    return worker;
  }

  dispose(): void {
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
  }
}

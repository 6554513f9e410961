// The pacer's tests' fake clock, and a pacer on it that records every call it lets through.
import { Pacer, type CallPriority, type Grant, type PacerClock, type PacerOptions } from '../../../src/onemap/pacer';

export class FakeClock implements PacerClock {
  time = 0;
  private nextId = 1;
  readonly timers = new Map<number, { at: number; callback: () => void }>();

  now(): number {
    return this.time;
  }

  setTimer(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + Math.max(0, ms), callback });
    return id;
  }

  clearTimer(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** Moves time on to `until`, firing each timer at its time (plus `late` ms, as a busy event loop does). */
  runUntil(until: number, late = 0): void {
    for (;;) {
      const due = [...this.timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
      if (!due || due[1].at + late > until) break;
      this.timers.delete(due[0]);
      this.time = Math.max(this.time, due[1].at + late);
      due[1].callback();
    }
    this.time = until;
  }
}

/** 600 a minute with no headroom: one call every 100 ms, easy to read. */
export function harness(options: Partial<PacerOptions> = {}) {
  const clock = new FakeClock();
  const grants: Grant[] = [];
  const pacer = new Pacer({ requestsPerMinute: 600, headroom: 1, clock, onGrant: (g) => grants.push(g), ...options });
  const starts = (priority?: CallPriority) => grants.filter((g) => !priority || g.priority === priority).map((g) => g.startedAt);
  return { clock, pacer, grants, starts };
}

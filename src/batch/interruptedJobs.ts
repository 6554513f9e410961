// Table jobs a reload (or a crash) stopped: each running job is noted in the workspace's state when it starts
// and struck off when it ends, however it ends; a note still there when the extension starts again is a job
// that never ended. Its file is offered the command again, which asks OneMap only what it did not answer
// (the answers are on disk). Pure: the host keeps the list (src/batch/host/interruptedJobsHost.ts).

export interface RunningJob {
  /** A random id: two jobs on one file are two notes. */
  id: string;
  /** The document's URI, as a string. */
  uri: string;
  /** The command that runs the job again, e.g. `onemap.geocodeAddresses`. */
  commandId: string;
  /** "Geocoding addresses". */
  title: string;
  startedAt: number;
}

/** The list with `job` noted; a note of the same command on the same file is replaced (that run covers it). */
export function noteStarted(list: readonly RunningJob[], job: RunningJob): RunningJob[] {
  return [...list.filter((j) => !(j.uri === job.uri && j.commandId === job.commandId)), job];
}

export function noteEnded(list: readonly RunningJob[], id: string): RunningJob[] {
  return list.filter((j) => j.id !== id);
}

/** What is read back from the state: only well-formed notes (an older version, a hand edit, are ignored). */
export function readNotes(value: unknown): RunningJob[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (j): j is RunningJob =>
      typeof j === 'object' && j !== null && ['id', 'uri', 'commandId', 'title'].every((k) => typeof (j as Record<string, unknown>)[k] === 'string') && typeof (j as RunningJob).startedAt === 'number',
  );
}

/** "Geocoding addresses on schools.csv was stopped by a reload: run it again to finish. …" */
export function interruptedText(job: RunningJob, fileName: string): string {
  return `${job.title} on ${fileName} was stopped by a reload: run it again to finish. The answers OneMap gave are kept, so it asks only what is left.`;
}

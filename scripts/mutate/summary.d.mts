export interface FileMutants {
  mutants: Array<{ status: string }>;
  someTests: boolean;
  report: string;
}
export function newestMutants(reportsDir: string): Map<string, FileMutants>;
export function folderScore(
  folder: string,
  pureFiles: readonly string[],
  byFile: Map<string, FileMutants>,
): { folder: string; detected: number; valid: number; ignored: number; lowerBound: boolean; missing: string[]; score: number | undefined };
export function printSummary(folders: readonly string[], sourcesOf: (folder: string) => { pure: string[] }, reportsDir?: string): void;

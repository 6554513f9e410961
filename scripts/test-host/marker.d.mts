export function installProblem(markerFile: string, expected: { version: string; nodeMajor: string }): string | undefined;
export function markerContent(version: string, nodeVersion: string, now?: Date): string;

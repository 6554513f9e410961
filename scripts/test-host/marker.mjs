// The code-server install is trusted only when its marker says it was finished for this version of
// code-server and this Node major (its native modules are built against one ABI). Anything else, a missing,
// unreadable, older or foreign marker, is a stale or half install that the installer replaces.
import { readFileSync } from 'node:fs';

/** Why the install at `markerFile` cannot be used, or undefined when it can. */
export function installProblem(markerFile, expected) {
  let text;
  try {
    text = readFileSync(markerFile, 'utf8');
  } catch {
    return 'no install marker: the install never finished';
  }
  let marker;
  try {
    marker = JSON.parse(text);
  } catch {
    return 'the install marker is unreadable';
  }
  if (typeof marker !== 'object' || marker === null) return 'the install marker is unreadable';
  if (marker.version !== expected.version) {
    return `it is code-server ${marker.version ?? 'of an unknown version'}, not ${expected.version}`;
  }
  const builtFor = typeof marker.node === 'string' ? marker.node.replace(/^v/, '').split('.')[0] : undefined;
  if (builtFor !== expected.nodeMajor) {
    return `its native modules were built for Node ${builtFor ?? 'unknown'}, not Node ${expected.nodeMajor}`;
  }
  return undefined;
}

export function markerContent(version, nodeVersion, now = new Date()) {
  return `${JSON.stringify({ version, node: nodeVersion, installedAt: now.toISOString() })}\n`;
}

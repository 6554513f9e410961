// The files the installed extension reads at run time, found in the code rather than listed by hand, so that a
// new bundle, icon or page asset cannot be left out of the .vsix without a test noticing. Read from:
//   package.json      `main`, every "icon" that names a file (not a $(codicon)) and every walkthrough step's media
//   src/**/*.ts       loadBundle('x.js') (next to `main`), vscode.Uri.joinPath(…extensionUri, 'a', 'b') with
//                     literal segments, and asUri('x') or bundleText('x') on a webview page (relative to that
//                     file's `bundle` folder: a file the page loads, or one written into it)
// Pure Node: the unit tier checks `vsce ls`, the integration tier checks the installed package's folder.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const literal = `'([^']+)'`;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function manifestIcons(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(manifestIcons);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'icon' && typeof child === 'string' && !child.startsWith('$(') ? [child] : manifestIcons(child),
  );
}

interface WalkthroughMedia {
  image?: string | Record<string, string>;
  markdown?: string;
  svg?: string;
}

/** The files a walkthrough step shows: its image (one, or one per theme), markdown or SVG. */
export function walkthroughMedia(manifest: { contributes?: { walkthroughs?: Array<{ steps: Array<{ media: WalkthroughMedia }> }> } }): string[] {
  return (manifest.contributes?.walkthroughs ?? []).flatMap((walkthrough) =>
    walkthrough.steps.flatMap(({ media }) => [
      ...(typeof media.image === 'string' ? [media.image] : Object.values(media.image ?? {})),
      ...(media.markdown ? [media.markdown] : []),
      ...(media.svg ? [media.svg] : []),
    ]),
  );
}

/** The literal string arguments of `joinPath(<…extensionUri>, 'a', 'b', …)`, joined: "a/b". */
function joinPathLiterals(source: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /(?:const\s+(\w+)\s*=\s*)?vscode\.Uri\.joinPath\(\s*(?:this\.)?(?:context\.)?extensionUri((?:\s*,\s*'[^']+')+)\s*\)/g;
  for (const match of source.matchAll(pattern)) {
    const parts = [...match[2]!.matchAll(new RegExp(literal, 'g'))].map((m) => m[1]!);
    found.set(match[1] ?? `#${found.size}`, parts.join('/'));
  }
  return found;
}

/** Every file the extension loads from its own folder, as paths relative to it ("dist/onemap.js"), sorted. */
export function filesLoadedAtRunTime(repoRoot: string): string[] {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { main: string } & Parameters<typeof walkthroughMedia>[0];
  const main = posix.normalize(manifest.main);
  const files = new Set<string>([main, ...[...manifestIcons(manifest), ...walkthroughMedia(manifest)].map((file) => posix.normalize(file))]);
  for (const file of sourceFiles(join(repoRoot, 'src'))) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(new RegExp(`\\bloadBundle(?:<[^>]*>)?\\(${literal}\\)`, 'g'))) {
      files.add(posix.join(posix.dirname(main), match[1]!));
    }
    const joined = joinPathLiterals(source);
    const bundle = joined.get('bundle');
    for (const [name, path] of joined) if (name !== 'bundle') files.add(path);
    const pageFiles = [...source.matchAll(new RegExp(`\\b(?:asUri|bundleText)\\(${literal}\\)`, 'g'))].map((m) => m[1]!);
    if (pageFiles.length > 0 && !bundle) throw new Error(`${file} serves ${pageFiles.join(', ')} but names no \`bundle\` folder`);
    for (const page of pageFiles) files.add(posix.join(bundle!, page));
  }
  return [...files].sort();
}

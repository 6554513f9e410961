// The README the .vsix carries (`npm run package` passes it to vsce with --readme-path): README.md with each
// local image inlined as a data: URI. VS Code shows an installed extension's README in a page whose content
// policy allows only https: and data: images and that has no base address, so a relative image shows nothing,
// and the repository address vsce would rewrite it to cannot be reached offline (issue 18).
// vsce runs with --no-rewrite-relative-links: its rewriting takes a data: link for a relative one and refuses
// any image that is not https:. So the other relative links (CONTRIBUTING.md) are made absolute here, as vsce
// would have made them. Also makes out/, where vsce writes the .vsix but which it does not create. The
// Contributing section (how to build and test) is left out.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif' };

/** Whether a link target is relative to the README's folder (not a URL, an anchor or a data: URI). */
const isRelative = (target) => !/^(?:[a-z][a-z0-9+.-]*:|#)/i.test(target);

/**
 * README text with every `![alt](relative.png)` read from `root` and inlined, and every other relative link
 * pointing at `repositoryUrl`'s copy of the file. Throws on a missing image or one VS Code would not show.
 */
export function packageReadme(markdown, root, repositoryUrl) {
  // Users of the installed extension do not build it: the Contributing section stays in the repository.
  const forUsers = markdown.replace(/^## Contributing\n[\s\S]*?(?=^## |(?![\s\S]))/m, '');
  return forUsers.replace(/(!?)\[([^\]]*)\]\(([^)\s]+)\)/g, (whole, bang, text, target) => {
    if (!isRelative(target)) return whole;
    if (!bang) return `[${text}](${repositoryUrl}/blob/HEAD/${posix.normalize(target)})`;
    const type = TYPES[extname(target).toLowerCase()];
    if (!type) throw new Error(`README image ${target}: only ${Object.keys(TYPES).join(', ')} can be inlined (VS Code refuses data: SVG)`);
    return `![${text}](data:${type};base64,${readFileSync(join(root, target)).toString('base64')})`;
  });
}

export const packageReadmePath = 'out/README.md';

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const repositoryUrl = manifest.repository.url.replace(/\.git$/, '');
  const target = join(root, packageReadmePath);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, packageReadme(readFileSync(join(root, 'README.md'), 'utf8'), root, repositoryUrl));
}

// The walkthrough's pictures (media/walkthrough/), cut from the README's screenshots (media/screenshots/) at
// their own pixels: the Welcome page gives a step's picture about 430 px of a 1366 px window, where a whole
// screenshot shrinks to a quarter and its text cannot be read. Each picture is one or more parts of a
// screenshot, stacked. Run after the README's screenshots: `node esbuild.mjs && node out/test/host/walkthroughImages.js`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './browser';
import { repoRoot } from './paths';

/** A rectangle of a screenshot, in its pixels. */
interface Part { from: string; x: number; y: number; width: number; height: number }
interface Picture { name: string; parts: Part[]; background: string }

const GAP = 8;

export const pictures: Picture[] = [
  {
    // Signed in: OneMap's search suggests a place; the account item in the status bar names the account.
    name: 'sign-in.png',
    background: '#f8f8f8',
    parts: [
      { from: 'search.png', x: 980, y: 70, width: 520, height: 136 },
      { from: 'search.png', x: 1275, y: 878, width: 205, height: 22 },
    ],
  },
  {
    // The picker of target systems, then the rows converted to SVY21 with their header renamed.
    name: 'convert.png',
    background: '#ffffff',
    parts: [
      { from: 'convert-pick.png', x: 345, y: 6, width: 520, height: 106 },
      { from: 'convert.png', x: 356, y: 90, width: 520, height: 136 },
    ],
  },
  // The side view's planner: the drive's form and summary, and its map (the offline banner between them left out).
  ...(['light', 'dark'] as const).map((theme) => ({
    name: `planner-${theme}.png`,
    background: theme === 'light' ? '#f8f8f8' : '#181818',
    parts: [
      { from: `planner-${theme}.png`, x: 48, y: 70, width: 300, height: 338 },
      { from: `planner-${theme}.png`, x: 48, y: 452, width: 300, height: 338 },
    ],
  })),
  {
    // The map with two files on it: the layer list, clusters of carparks in SVY21, a line and a polygon.
    name: 'show-on-map.png',
    background: '#ffffff',
    parts: [{ from: 'show-on-map.png', x: 1075, y: 354, width: 525, height: 526 }],
  },
];

async function main(): Promise<void> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    for (const picture of pictures) {
      const sources = Object.fromEntries(
        [...new Set(picture.parts.map((part) => part.from))].map((file) => [
          file,
          `data:image/png;base64,${readFileSync(join(repoRoot, 'media', 'screenshots', file)).toString('base64')}`,
        ]),
      );
      const png = await page.evaluate(
        async ({ parts, background, sources, gap }) => {
          const doc = (globalThis as any).document;
          const images: Record<string, any> = {};
          for (const [file, url] of Object.entries(sources)) {
            const image = new (globalThis as any).Image();
            image.src = url;
            await image.decode();
            images[file] = image;
          }
          const canvas = doc.createElement('canvas');
          canvas.width = Math.max(...parts.map((part) => part.width));
          canvas.height = parts.reduce((sum, part) => sum + part.height, 0) + gap * (parts.length - 1);
          const context = canvas.getContext('2d');
          context.fillStyle = background;
          context.fillRect(0, 0, canvas.width, canvas.height);
          let y = 0;
          for (const part of parts) {
            context.drawImage(images[part.from], part.x, part.y, part.width, part.height, 0, y, part.width, part.height);
            y += part.height + gap;
          }
          return (canvas.toDataURL('image/png') as string).slice('data:image/png;base64,'.length);
        },
        { parts: picture.parts, background: picture.background, sources, gap: GAP },
      );
      writeFileSync(join(repoRoot, 'media', 'walkthrough', picture.name), Buffer.from(png, 'base64'));
      console.log(`media/walkthrough/${picture.name}`);
    }
  } finally {
    await browser.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

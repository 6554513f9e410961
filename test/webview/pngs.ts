// Tiny PNGs made here, so the page under test has tiles and a logo without reaching the internet.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG whose pixel colours come from `colour(x, y)`. */
export function png(width: number, height: number, colour: (x: number, y: number) => [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    rows[row] = 0; // no filter
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      rows[row + 1 + x * 3] = r;
      rows[row + 2 + x * 3] = g;
      rows[row + 3 + x * 3] = b;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const STYLE_COLOURS: Record<string, { ground: [number, number, number]; grid: [number, number, number] }> = {
  Default: { ground: [238, 240, 232], grid: [214, 220, 206] },
  Original: { ground: [243, 239, 230], grid: [222, 214, 198] },
  Grey: { ground: [232, 232, 232], grid: [210, 210, 210] },
  Night: { ground: [28, 38, 51], grid: [44, 58, 76] },
};

const tiles = new Map<string, Buffer>();

/** A 256-pixel tile in the style's ground colour with a faint grid, so tile edges show in screenshots. */
export function tilePng(style: string): Buffer {
  const key = STYLE_COLOURS[style] ? style : 'Default';
  let tile = tiles.get(key);
  if (!tile) {
    const { ground, grid } = STYLE_COLOURS[key]!;
    tile = png(256, 256, (x, y) => (x % 64 === 0 || y % 64 === 0 ? grid : ground));
    tiles.set(key, tile);
  }
  return tile;
}

/** A 20 × 20 stand-in for OneMap's logo. */
export const logoPng = png(20, 20, (x, y) => ((x - 9.5) ** 2 + (y - 9.5) ** 2 < 81 ? [228, 0, 43] : [255, 255, 255]));

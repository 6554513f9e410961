// Which colour each shown file has: chosen by the file itself (a hash of its key picks its own colour of the
// palette), not by the order files were shown, so that a file has the same colour after a window reload, when
// files and themes come back in another order. Kept for the file while it is shown. Chosen once, here on the
// host, so every view (the side view, an editor panel) draws a file in the same colour. When another shown file
// has its own colour already, it takes the next colour after it that fewest files have; a colour is used twice
// only when all are taken.
import { LAYER_PALETTE } from '../shared/layerPalette';

export class LayerColours {
  private readonly taken = new Map<string, string>();

  constructor(private readonly palette: readonly string[] = LAYER_PALETTE) {}

  /** The file's colour: the one it has, or its own if free, or the next least used after it. */
  take(key: string): string {
    const kept = this.taken.get(key);
    if (kept) return kept;
    const uses = new Map(this.palette.map((colour) => [colour, 0]));
    for (const colour of this.taken.values()) uses.set(colour, (uses.get(colour) ?? 0) + 1);
    const fewest = Math.min(...uses.values());
    const own = ownIndex(key, this.palette.length);
    let colour = this.palette[own]!;
    for (let step = 0; step < this.palette.length; step++) {
      const candidate = this.palette[(own + step) % this.palette.length]!;
      if (uses.get(candidate) === fewest) {
        colour = candidate;
        break;
      }
    }
    this.taken.set(key, colour);
    return colour;
  }

  /** The file is off the map: its colour is free for the next. */
  release(key: string): void {
    this.taken.delete(key);
  }
}

/** The palette index a key hashes to (FNV-1a over its UTF-16 code units): the same in every window. */
export function ownIndex(key: string, size: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % size;
}

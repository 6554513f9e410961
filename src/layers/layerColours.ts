// Which colour each shown file has: the first colour of the palette no shown file has, in the order files are
// shown, kept for the file while it is shown. Chosen once, here on the host, so every view (the side view, an
// editor panel) draws a file in the same colour. A colour is used twice only when all are taken, and then the
// one fewest files have, first in the palette's order.
import { LAYER_PALETTE } from '../shared/layerPalette';

export class LayerColours {
  private readonly taken = new Map<string, string>();

  constructor(private readonly palette: readonly string[] = LAYER_PALETTE) {}

  /** The file's colour: the one it has, or a new one. */
  take(key: string): string {
    const kept = this.taken.get(key);
    if (kept) return kept;
    const uses = new Map(this.palette.map((colour) => [colour, 0]));
    for (const colour of this.taken.values()) uses.set(colour, (uses.get(colour) ?? 0) + 1);
    const fewest = Math.min(...uses.values());
    const colour = this.palette.find((c) => uses.get(c) === fewest)!;
    this.taken.set(key, colour);
    return colour;
  }

  /** The file is off the map: its colour is free for the next. */
  release(key: string): void {
    this.taken.delete(key);
  }
}

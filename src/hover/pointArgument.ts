// A point handed to a command by the hover's links (Route From/To Here, Show on Map), told apart from the
// document URI the editor's context menu passes.
import * as vscode from 'vscode';
import type { LatLon } from '../shared/protocol/messages';

/** A {lat, lon} handed to a command (by a link), as opposed to a document's URI. */
export function isPointArgument(value: unknown): value is LatLon {
  if (typeof value !== 'object' || value === null || value instanceof vscode.Uri) return false;
  const { lat, lon } = value as { lat?: unknown; lon?: unknown };
  return typeof lat === 'number' && Number.isFinite(lat) && typeof lon === 'number' && Number.isFinite(lon);
}

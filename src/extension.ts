import * as vscode from 'vscode';
import { convertCoordinates } from './commands/convertCoordinates';
import { registerCommand } from './commandRunner';
import type { CrsId } from './coords/types';

// Activation only registers commands: the coordinate engine and its proj4 load when a command first runs.
export function activate(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    registerCommand('onemap.convertCoordinates', (target) => convertCoordinates(asCrs(target))),
    registerCommand('onemap.convertToWgs84', () => convertCoordinates('EPSG:4326')),
    registerCommand('onemap.convertToSvy21', () => convertCoordinates('EPSG:3414')),
    registerCommand('onemap.convertToWebMercator', () => convertCoordinates('EPSG:3857')),
  );
}

export function deactivate(): void {}

/** Keybindings and other extensions may name the target; anything else means "ask". */
function asCrs(value: unknown): CrsId | undefined {
  const id = typeof value === 'object' && value !== null && 'to' in value ? (value as { to: unknown }).to : value;
  return id === 'EPSG:4326' || id === 'EPSG:3414' || id === 'EPSG:3857' ? id : undefined;
}

import * as vscode from 'vscode';
import { redact } from '../onemap/redact';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * The "OneMap" output channel. Every line is redacted again here (tokens, JWT-shaped text, bearer
 * credentials), so that nothing secret reaches it whichever part of the extension writes.
 * The channel is created on the first line, not on activation.
 */
export class Log implements vscode.Disposable {
  private channel: vscode.LogOutputChannel | undefined;

  line(level: LogLevel, message: string): void {
    this.channel ??= vscode.window.createOutputChannel('OneMap', { log: true });
    this.channel[level](redact(message));
  }

  show(): void {
    this.channel ??= vscode.window.createOutputChannel('OneMap', { log: true });
    this.channel.show(true);
  }

  dispose(): void {
    this.channel?.dispose();
  }
}

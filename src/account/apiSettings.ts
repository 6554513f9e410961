import * as vscode from 'vscode';
import { ONEMAP_BASE_URL } from '../onemap/baseUrl';
import { readUserSetting } from '../userSetting';

export interface ApiSettings {
  baseUrl: string;
  timeouts: { connectMs: number; headersMs: number; bodyMs: number };
  proxy: { proxyUrl?: string; noProxy: string[]; strictSSL: boolean; env: NodeJS.ProcessEnv };
}

/** The OneMap address the credentials go to: from user settings or the default only. */
export function readBaseUrl(): string {
  return readUserSetting('onemap', 'baseUrl', ONEMAP_BASE_URL);
}

export function readApiSettings(): ApiSettings {
  const onemap = vscode.workspace.getConfiguration('onemap.http');
  const http = vscode.workspace.getConfiguration('http');
  const seconds = (key: string, fallback: number) => Math.max(1, onemap.get<number>(key, fallback)) * 1000;
  const proxyUrl = http.get<string>('proxy')?.trim();
  return {
    baseUrl: readBaseUrl(),
    timeouts: {
      connectMs: seconds('connectTimeoutSeconds', 10),
      headersMs: seconds('responseTimeoutSeconds', 30),
      bodyMs: seconds('responseTimeoutSeconds', 30),
    },
    proxy: {
      proxyUrl: proxyUrl || undefined,
      noProxy: http.get<string[]>('noProxy', []),
      strictSSL: http.get<boolean>('proxyStrictSSL', true),
      env: process.env,
    },
  };
}

/** Settings whose change means the client must be built anew. */
export function affectsApi(event: vscode.ConfigurationChangeEvent): boolean {
  return [
    'onemap.baseUrl',
    'onemap.http.connectTimeoutSeconds',
    'onemap.http.responseTimeoutSeconds',
    'http.proxy',
    'http.noProxy',
    'http.proxyStrictSSL',
  ].some((key) =>
    event.affectsConfiguration(key),
  );
}

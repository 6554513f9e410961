// What an endpoint decides to answer, before the fault switches and the socket have their say.
export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** OneMap's error bodies are {"error": "…"}. */
export function errorReply(status: number, message: string, headers?: Record<string, string>): Reply {
  return { status, body: { error: message }, headers };
}

// Raw HTTP against the simulator, with no client logic in between: what a curl user would see.
import { Agent, request } from 'undici';
import { DEMO_USER, type Simulator, type SimUser } from '../../simulator';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The parsed body; undefined when it is not JSON. */
  json: any;
}

// One pool per test file, closed by closeCalls(); keep-alive off so a dropped socket never poisons the next call.
let agent = new Agent({ pipelining: 0 });

export async function closeCalls(): Promise<void> {
  await agent.close();
  agent = new Agent({ pipelining: 0 });
}

export async function call(
  sim: Simulator,
  path: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const response = await request(`${sim.url}${path}`, {
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body,
    dispatcher: agent,
  });
  const text = await response.body.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, headers: response.headers, text, json };
}

export async function signIn(sim: Simulator, user: Pick<SimUser, 'email' | 'password'> = DEMO_USER): Promise<string> {
  const answer = await call(sim, '/api/auth/post/getToken', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.text}`);
  return answer.json.access_token;
}

export function authorised(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export function query(params: Record<string, string>): string {
  return `?${new URLSearchParams(params).toString()}`;
}

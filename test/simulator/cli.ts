// `node out/test/simulator/cli.js [--port 8787] [--host 127.0.0.1] [--token-lifetime SECONDS]
//   [--rate-limit CALLS/SECONDS | off] [--planning-areas current | collapsed | unquoted]`
// Runs the OneMap simulator until Ctrl+C, printing its URL, the demo accounts and each exchange. The rate
// limit defaults to OneMap's documented 250 calls in any 60 s; `--rate-limit 20/1` tries a stricter service.
// `--planning-areas` picks which recorded planning-area answers popapi plays (see planningAreaRecordings.ts):
// the extension can be tried by hand against OneMap's 2023 TOTAL row or its retired unquoted API.
import { DEFAULT_RATE_LIMIT, DEMO_USER, PLANNING_AREA_VARIANTS, type PlanningAreaVariant, type RateLimit, RESTRICTED_USER, startSimulator } from './index';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

function integer(name: string, fallback: number): number {
  const text = option(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number, not ${JSON.stringify(text)}`);
    process.exit(2);
  }
  return value;
}

function rateLimit(): RateLimit | 'off' {
  const text = option('rate-limit');
  if (text === undefined) return DEFAULT_RATE_LIMIT;
  if (text === 'off') return 'off';
  const match = /^(\d+)\/(\d+(?:\.\d+)?)$/.exec(text);
  if (!match || Number(match[2]) <= 0) {
    console.error(`--rate-limit must be CALLS/SECONDS (250/60) or off, not ${JSON.stringify(text)}`);
    process.exit(2);
  }
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

function planningAreas(): PlanningAreaVariant {
  const text = option('planning-areas') ?? 'current';
  const variant = PLANNING_AREA_VARIANTS.find((v) => v === text);
  if (!variant) {
    console.error(`--planning-areas must be one of ${PLANNING_AREA_VARIANTS.join(', ')}, not ${JSON.stringify(text)}`);
    process.exit(2);
  }
  return variant;
}

async function main(): Promise<void> {
  const limit = rateLimit();
  const variant = planningAreas();
  const simulator = await startSimulator({
    port: integer('port', 8787),
    host: option('host') ?? '127.0.0.1',
    tokenLifetimeSeconds: integer('token-lifetime', 259_200),
    rateLimit: limit,
    planningAreas: variant,
    log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  });
  console.log(`OneMap simulator listening on ${simulator.url}`);
  console.log(`Demo account: ${DEMO_USER.email} / ${DEMO_USER.password}`);
  console.log(`Restricted account (403 on every service): ${RESTRICTED_USER.email} / ${RESTRICTED_USER.password}`);
  console.log(limit !== 'off' ? `Rate limit: ${limit.max} calls in any ${limit.windowMs / 1000} s, then 429 with Retry-After` : 'Rate limit: off');
  console.log(`Planning areas: the ${variant} recording`);
  console.log('Press Ctrl+C to stop.');

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    simulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`OneMap simulator could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

// `node out/test/simulator/cli.js [--port 8787] [--host 127.0.0.1] [--token-lifetime SECONDS]`
// Runs the OneMap simulator until Ctrl+C, printing its URL, the demo accounts and each exchange.
import { DEMO_USER, RESTRICTED_USER, startSimulator } from './index';

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

async function main(): Promise<void> {
  const simulator = await startSimulator({
    port: integer('port', 8787),
    host: option('host') ?? '127.0.0.1',
    tokenLifetimeSeconds: integer('token-lifetime', 259_200),
    log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  });
  console.log(`OneMap simulator listening on ${simulator.url}`);
  console.log(`Demo account: ${DEMO_USER.email} / ${DEMO_USER.password}`);
  console.log(`Restricted account (403 on every service): ${RESTRICTED_USER.email} / ${RESTRICTED_USER.password}`);
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

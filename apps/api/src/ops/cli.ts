import { parseArgs } from 'node:util';
import { type Config, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { AppError } from '../lib/errors';
import {
  OPS_COMMAND_PATH,
  OPS_TOKEN_HEADER,
  resolveOpsToken,
} from '../modules/oms/orders/orders.ops.routes';
import {
  type OpsCommand,
  opsCommandSchema,
  runOpsCommand,
} from '../modules/oms/orders/orders.ops.service';

const USAGE = `Marketplace operations on the demo (npm run ops -- <command>)

  advance <order> [--to in_inspection|pickup_initiated|dispatch_requestable]
      the marketplace's next step (confirmed -> in_inspection -> pickup_initiated ->
      dispatch_requestable), or every step up to --to
  mark-paid <order>                       mark the order's delivery charge paid
  collect-cod <order>                     the courier collected a delivered COD order's cash
  set-courier <order> --courier <name> --tracking <number>
  place-orders <merchantId> [--count N]   place N new demo orders (default 1)

<order> is an order id or its number (ORD-2611-000123). The command uses the server's database
settings (DATABASE_URL, or the embedded database in DATA_DIR). When a server holds the embedded
database, the command asks that server instead, at OPS_URL (default http://127.0.0.1:$PORT)
with OPS_TOKEN (default: the token the server keeps in DATA_DIR/ops-token).`;

function parseCommand(argv: string[]): OpsCommand {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      courier: { type: 'string' },
      tracking: { type: 'string' },
      count: { type: 'string' },
    },
  });
  const [name, target] = positionals;
  const raw =
    name === 'place-orders'
      ? {
          command: name,
          merchantId: Number(target),
          count: values.count ? Number(values.count) : undefined,
        }
      : name === 'set-courier'
        ? {
            command: name,
            order: target,
            courierName: values.courier,
            trackingNumber: values.tracking,
          }
        : { command: name, order: target, ...(values.to ? { to: values.to } : {}) };
  const parsed = opsCommandSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `${i.path.join('.') || 'command'}: ${i.message}`,
    );
    throw new UsageError(problems.join('\n'));
  }
  return parsed.data;
}

class UsageError extends Error {}

async function viaServer(command: OpsCommand, config: Config) {
  const base = process.env.OPS_URL ?? `http://127.0.0.1:${config.port}`;
  // The same token the server uses: OPS_TOKEN, or the one it generated into the data folder.
  const token = resolveOpsToken(config);
  const response = await fetch(`${base}/api/v1${OPS_COMMAND_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [OPS_TOKEN_HEADER]: token },
    body: JSON.stringify(command),
  }).catch((error: Error) => {
    throw new Error(`The data folder is in use but no server answers at ${base}: ${error.message}`);
  });
  const body = (await response.json()) as { lines?: string[]; message?: string };
  if (!response.ok) throw new Error(body.message ?? `Server answered ${response.status}`);
  return body.lines ?? [];
}

async function direct(command: OpsCommand) {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: 2 }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    return (await runOpsCommand(database.db, command)).lines;
  } finally {
    await database.close();
  }
}

async function main(argv: string[]) {
  if (argv.length === 0 || argv[0] === 'help' || argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const command = parseCommand(argv);
  const config = loadConfig();
  let lines: string[];
  try {
    lines = await direct(command);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`The server holds ${config.dataDir}; asking it to run the command.`);
    lines = await viaServer(command, config);
  }
  for (const line of lines) console.log(line);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof AppError || error instanceof Error) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

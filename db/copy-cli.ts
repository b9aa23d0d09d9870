/**
 * `npm run db:copy -- --from data/app.db --to postgres://USER@HOST/DATABASE`: copies a SQLite
 * deployment into an empty PostgreSQL database and checks every table on both sides (db/copy.ts;
 * docs/operations.md "Moving from SQLite to PostgreSQL").
 * Exit codes: 0 copied and every table the same on both sides; 1 the copy failed (the target is
 * left as it was) or a table differs after it; 2 bad arguments, or a source or target unfit for a
 * copy (nothing written).
 */
import { parseArgs } from 'node:util';
import { CopyRefused, copySqliteToPostgres } from './copy';
import { formatVerification } from './copy-verify';

const USAGE = 'Usage: npm run db:copy -- --from data/app.db --to postgres://USER@HOST:5432/DATABASE';

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

let args: { from?: string; to?: string; help?: boolean };
try {
  args = parseArgs({
    options: { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  }).values;
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`, 2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!args.from || !args.to) fail(`Both --from and --to are needed.\n${USAGE}`, 2);
const target = postgresTarget(args.to);

console.log(`Copying ${args.from} into ${target}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
try {
  const report = await copySqliteToPostgres({ from: args.from, to: args.to, log: (line) => console.log(`  ${line}`) });
  console.log(
    `Copied ${report.rowsCopied.toLocaleString('en-US')} rows in ${seconds(report.copyMs)}, ` +
      `checked in ${seconds(report.verifyMs)}:\n`,
  );
  console.log(formatVerification(report.tables));
  const { businesses, indexed } = report.searchIndex;
  console.log(`\nSearch index (business_fts): ${indexed} of ${businesses} businesses`);
  if (!report.ok) {
    fail(
      `\nThe copy is committed, but the tables marked DIFFERENT do not hold the same rows on both sides. ` +
        `Do not start the server on ${target}; keep using ${args.from}.`,
      1,
    );
  }
  console.log(`\nEvery table is the same on both sides. Start the server with DATABASE_URL set to ${target}.`);
} catch (err) {
  if (err instanceof CopyRefused) fail(err.message, 2);
  fail(`The copy failed, and nothing was copied into ${target}: ${(err as Error).message}`, 1);
}

/** The URL as it may be printed: without its password. */
function postgresTarget(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return fail(`--to must be a postgres:// URL.\n${USAGE}`, 2);
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:')
    fail(`--to must be a postgres:// URL (it starts with ${parsed.protocol}//).\n${USAGE}`, 2);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

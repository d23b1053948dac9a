/**
 * `npm run seed:large -- --articles 100000 --members 20000 [--uploads N] [--seed N] [--database-url URL] [--append]`:
 * migrates and seeds the database as the server does on start, then fills it with generated
 * members and content (db/seed-large/seed-large.ts), with progress on stderr, and prints the time
 * taken and the rows of every table. DATABASE_URL (or --database-url) as for the server.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { tableCounts } from '../db/backup/table-counts.ts';
import { migrateDatabase, withStartupLock } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { stderrProgress } from '../db/seed-large/progress-line.ts';
import { parseSeedLargeArgs } from '../db/seed-large/seed-large-options.ts';
import { seedLargeDatabase } from '../db/seed-large/seed-large.ts';
import { createStorage } from '../storage/create-storage.ts';

try {
  const command = parseSeedLargeArgs(process.argv.slice(2));
  const config = loadConfig(
    command.databaseUrl ? { ...process.env, DATABASE_URL: command.databaseUrl } : process.env,
  );
  const started = performance.now();
  const database = await openDatabase(config.database);
  try {
    await withStartupLock(database, async () => {
      await migrateDatabase(database);
      await seedDatabase(database.db, { storage: createStorage(config) });
    });
    const preparedMs = performance.now() - started;
    const before = await tableCounts(database.db);
    const report = await seedLargeDatabase(database, command, stderrProgress());
    const counts = await tableCounts(database.db);
    const width = Math.max(...Object.keys(counts).map((name) => name.length));
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `seed:large finished in ${seconds(report.elapsedMs)} (seed ${command.seed}), after ${seconds(preparedMs)} of migrations and the content seed.`,
    );
    console.log(`${'table'.padEnd(width)}  ${'rows'.padStart(10)}  ${'added'.padStart(10)}`);
    for (const [name, rows] of Object.entries(counts)) {
      console.log(
        `${name.padEnd(width)}  ${String(rows).padStart(10)}  ${String(rows - (before[name] ?? 0)).padStart(10)}`,
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

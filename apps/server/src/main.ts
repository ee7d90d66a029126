/** Start-up: read the configuration, open and migrate the database, seed, listen; shut down cleanly. */
import { buildApp } from '@/app';
import { loadConfig } from '@/config/config';
import { databaseTarget, openDatabase } from '@/db/client';
import { seedDemoBrand } from '@/seed/seed';

const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
await database.migrate();
const { seeded } = await seedDemoBrand(database.db, { sampleHistory: true, publicUrl: config.publicUrl });
const app = await buildApp({ config, database });
app.log.info({ database: database.kind }, seeded ? 'Seeded the demo brand (password Demo@12345)' : 'Database ready');

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
app.log.info(`Switchboard listening on http://localhost:${port}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'Shutting down');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'Shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

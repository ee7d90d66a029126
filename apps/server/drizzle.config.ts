// drizzle-kit: `npm run db:generate -w @switchboard/server` writes SQL migrations from the schema.
// The same SQL runs on PGlite and PostgreSQL; the server applies it at start-up.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
});

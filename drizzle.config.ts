import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a migration after a change to the schema; main.ts applies them at boot. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});

import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One file per room's tables (schema.ts, schema-cards.ts, ...); one migration history.
  schema: './src/server/db/schema*.ts',
  out: './drizzle',
  casing: 'snake_case',
});

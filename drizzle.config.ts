import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each room's tables beside it (orders/schema.ts, billing/schema.ts, ...), the rest in db/; one history.
  schema: ['./src/server/db/schema*.ts', './src/server/*/schema*.ts'],
  out: './drizzle',
  casing: 'snake_case',
});

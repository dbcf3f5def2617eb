import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src/web'),
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
};

/**
 * Two projects: `unit` (pure logic) and `api` (the HTTP app on a real database). The test
 * command runs both on PGlite, then `api` again on PostgreSQL when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          exclude: ['**/*.api.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

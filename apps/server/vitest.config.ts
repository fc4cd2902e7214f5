import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test-support/**/*.test.ts'],
    // Each file migrates its own database; PostgreSQL files create and drop theirs.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

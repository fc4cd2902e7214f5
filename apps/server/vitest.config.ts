import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test-support/**/*.test.ts'],
    // Each file migrates its own database; PostgreSQL files create and drop theirs.
    testTimeout: 20_000,
    // One module graph per worker, not per file: importing the server again for each of its 75 files cost 105 s of a
    // SQLite pass and 212 s of a PostgreSQL pass (vitest's "import"); each file still opens its own app and database.
    // Mocks are restored after each test so none leaks into the next file.
    isolate: false,
    restoreMocks: true,
    hookTimeout: 30_000,
  },
});

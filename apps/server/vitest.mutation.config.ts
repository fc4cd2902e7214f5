import { defineProject } from 'vitest/config';
import base from './vitest.config.ts';

// Mutation testing (npm run mutation) runs the server tests of the areas it mutates, in one thread: MUTATION_TESTS
// names them (comma-separated globs from this folder). Not Stryker's own --testFiles, with which Stryker activates a
// mutant of module-level code after the module has loaded and reports it survived (stryker-js issue 6144).
// The payments tests check the bill service's rules on paid bills (a revision below what was paid); the settings tests
// the closed period, and the realtime tests that a new sign-in closes the replaced session's sockets (auth.service.ts).
const areas = ['bills', 'payments', 'vendor-accounts', 'settings', 'trips', 'exports', 'http', 'auth', 'realtime'].map(
  (area) => `src/${area}/*.test.ts`,
);

export default defineProject({
  // Each test file in a fresh module graph, as Stryker's runs were measured with (npm test shares one per worker).
  test: { ...base.test, isolate: true, include: process.env.MUTATION_TESTS?.split(',') ?? areas },
});

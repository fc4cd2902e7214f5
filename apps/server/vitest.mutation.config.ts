import { configDefaults, defineProject } from 'vitest/config';
import base from './vitest.config.ts';

// Mutation testing (npm run mutation) runs the server tests of the areas it mutates, in one thread: MUTATION_TESTS
// names them (comma-separated globs from this folder). Not Stryker's own --testFiles, with which Stryker activates a
// mutant of module-level code after the module has loaded and reports it survived (stryker-js issue 6144).
// The payments tests check the bill service's rules on paid bills (a revision below what was paid); the settings tests
// the closed period, and the realtime tests that a new sign-in closes the replaced session's sockets (auth.service.ts).
const areas = [
  'bills',
  'payments',
  'vendor-accounts',
  'settings',
  'trips',
  'exports',
  'http',
  'auth',
  'realtime',
  'imports',
  'tds',
  'customers',
  'lorry-receipts',
  'invoices',
  'receipts',
  'receivables',
  'margins',
].map((area) => `src/${area}/*.test.ts`);

// Left out, whichever files are named: the bounds at full size and the 50,000-row import (seconds each, minutes under
// instrumentation; read-sheet.test.ts reaches the same bounds set lower), the files that start server processes of
// their own (which load the code unmutated), and the samples read from the repository's docs folder, which is not in
// Stryker's copy of this package.
const notUnderMutation = [
  'src/imports/large-files.test.ts',
  'src/imports/hostile-files.test.ts',
  'src/imports/import-nodes.test.ts',
  'src/imports/demo-samples.test.ts',
];

export default defineProject({
  // Each test file in a fresh module graph, as Stryker's runs were measured with (npm test shares one per worker).
  test: {
    ...base.test,
    isolate: true,
    include: process.env.MUTATION_TESTS?.split(',') ?? areas,
    exclude: [...configDefaults.exclude, ...notUnderMutation],
  },
});

// `npm run mutation`: StrykerJS over the business rules (packages/domain/src) and the server's money, billing,
// export, access, upload and session code, one run per package with the package's own stryker.config.json.
//   npm run mutation                                   both packages, every file in scope
//   npm run mutation -- domain                         one package (domain or server); CI runs this one
//   npm run mutation -- --mutate apps/server/src/http/file-type.ts[,more paths from the repository root]
// With --mutate, the server runs the test files of the mutated files' folders (its whole suite takes many minutes in
// Stryker's one thread); MUTATION_TESTS=src/a/*.test.ts,src/b/x.test.ts names others. Other arguments
// (--force, --ignoreStatic, --logLevel...) go to Stryker unchanged. HTML reports: reports/mutation/.
// Every run is incremental against the package's committed stryker-incremental.json: only the mutants whose code or
// tests changed run again, and a --mutate run keeps the other files' last results, so the printed score is the whole
// scope's and a scope can be measured a few files at a time. Commit that file after a run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packages = { domain: 'packages/domain', server: 'apps/server' };

const args = process.argv.slice(2);
const chosen = new Set();
const mutate = new Map();
const passOn = [];
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i] ?? '';
  if (arg in packages) chosen.add(arg);
  else if (arg === '--mutate' || arg === '-m') {
    for (const file of (args[(i += 1)] ?? '').split(',').filter(Boolean)) {
      const name = Object.keys(packages).find((key) => file.startsWith(`${packages[key]}/`));
      if (name === undefined) {
        console.error(`${file}: not in ${Object.values(packages).join(' or ')}`);
        process.exit(2);
      }
      chosen.add(name);
      mutate.set(name, [...(mutate.get(name) ?? []), file.slice(packages[name].length + 1)]);
    }
  } else passOn.push(arg);
}

let failed = false;
for (const name of chosen.size > 0 ? [...chosen] : Object.keys(packages)) {
  const files = mutate.get(name);
  const stryker = [
    ...['exec', '--', 'stryker', 'run', '--incremental'],
    ...(files ? ['--mutate', files.join(',')] : []),
    ...passOn,
  ];
  // The server runs the tests of the mutated files' folders unless MUTATION_TESTS names others
  // (apps/server/vitest.mutation.config.ts).
  const tests =
    name === 'server' && files && !process.env.MUTATION_TESTS
      ? { MUTATION_TESTS: [...new Set(files.map((file) => `${path.posix.dirname(file)}/*.test.ts`))].join(',') }
      : {};
  console.log(`\n--- Mutation testing: ${packages[name]} ${files ? files.join(', ') : '(whole scope)'} ---\n`);
  // The server tests run on SQLite here whatever the caller's environment holds.
  const run = spawnSync('npm', stryker, {
    cwd: path.join(root, packages[name]),
    stdio: 'inherit',
    env: { ...process.env, ...tests, TEST_DATABASE_URL: '' },
  });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);

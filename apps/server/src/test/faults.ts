import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Database } from '../db/database.ts';
import { createDumper, dumpDifferences } from '../../test-support/fuzz/db-dump.ts';

/** The failure a test injects: a service that meets it must fail and leave the database as it was. */
export class InjectedFault extends Error {}

/** Where a statement fails: before it is sent, or after it ran and before its result comes back. */
export type FaultMoment = 'before' | 'after';

/**
 * Counts the statements sent through it (`before`: each query built, subqueries included) and the results that come
 * back (`after`), and fails the `failAt`-th one (1-based; 0 never fails).
 */
export class StatementFault implements KyselyPlugin {
  queries = 0;
  results = 0;

  constructor(
    readonly failAt = 0,
    readonly moment: FaultMoment = 'before',
  ) {}

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.queries += 1;
    if (this.moment === 'before' && this.queries === this.failAt) throw new InjectedFault(this.toString());
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.results += 1;
    if (this.moment === 'after' && this.results === this.failAt) throw new InjectedFault(this.toString());
    return result;
  }

  toString(): string {
    return `failure ${this.moment} statement ${this.failAt}`;
  }
}

/**
 * Runs `operation` once to count its steps, then, on a fresh `prepare`, once with a failure at each step (before each
 * statement and after each result), and last without a failure. Each faulty run must throw the injected failure and
 * leave every row of every table byte-identical; the last run must succeed and write. Returns what went wrong (nothing
 * when all is well) and how many steps were tried.
 */
export async function faultAtEveryStep<T>(
  db: Database,
  prepare: () => Promise<T>,
  operation: (faulty: Database, prepared: T) => Promise<unknown>,
): Promise<{ problems: string[]; steps: number }> {
  const counter = new StatementFault();
  await operation(db.withPlugin(counter), await prepare());
  const faults = [
    ...Array.from({ length: counter.queries }, (_, i) => new StatementFault(i + 1, 'before')),
    ...Array.from({ length: counter.results }, (_, i) => new StatementFault(i + 1, 'after')),
  ];
  const input = await prepare();
  const dumper = createDumper(db, {});
  const before = await dumper.dump();
  const problems: string[] = [];
  for (const fault of faults) {
    const outcome = await operation(db.withPlugin(fault), input).then(
      () => 'it succeeded',
      (error: unknown) => (error instanceof InjectedFault ? null : `it threw ${String(error)}`),
    );
    if (outcome) problems.push(`${fault.toString()}: ${outcome}`);
    problems.push(
      ...dumpDifferences(before, await dumper.dump()).map((difference) => `${fault.toString()}: ${difference}`),
    );
  }
  await operation(db, input);
  if (dumpDifferences(before, await dumper.dump()).length === 0) problems.push('without a failure it wrote nothing');
  return { problems, steps: faults.length };
}

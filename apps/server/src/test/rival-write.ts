import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { type Database, closeDatabase, openDatabase } from '../db/database.ts';
import type { TestContext } from './test-app.ts';

/**
 * Runs a rival's write once the `afterResults`-th statement's result is back, before the service sends its next one:
 * two requests at once, made deterministic. The rival writes through its own connection (SQLite holds one per handle).
 */
class RivalWrite implements KyselyPlugin {
  results = 0;

  constructor(
    readonly afterResults: number,
    readonly rival: () => Promise<void>,
  ) {}

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.results += 1;
    if (this.results === this.afterResults) await this.rival();
    return result;
  }
}

/** `run` gets a database whose `afterResults`-th statement is followed by `rival` writing through a second handle. */
export async function withRivalWrite<T>(
  ctx: TestContext,
  afterResults: number,
  rival: (other: Database) => Promise<void>,
  run: (db: Database) => Promise<T>,
): Promise<T> {
  const other = await openDatabase(ctx.config);
  try {
    return await run(ctx.db.withPlugin(new RivalWrite(afterResults, () => rival(other.db))));
  } finally {
    await closeDatabase(other);
  }
}

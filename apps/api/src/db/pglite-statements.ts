import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { wantsItsOwnPlan } from './plan-each-time.ts';

/** Beyond this many distinct statements (an IN list of every length...), PGlite plans again. */
const MAX_NAMED_STATEMENTS = 2000;

interface NamedStatement {
  name: string;
  parameterTypes: number[];
}

/**
 * PGlite's `query` parses and plans its statement anew on every call; for a short indexed read
 * the planning costs several times the execution (the identity lookup of every signed-in
 * request: 1.4 ms planned each time, 0.3 ms as a prepared statement). This gives the top-level
 * `query` named server-side statements, one per distinct SQL text, as node-postgres does with a
 * statement `name`: PostgreSQL then reuses its plan. Queries inside a transaction keep PGlite's
 * own path (its transaction object), as do file transfers (COPY with a blob).
 */
export function withNamedStatements(pg: PGlite): PGlite {
  const statements = new Map<string, NamedStatement>();
  let created = 0;
  const { serialize } = protocol;

  /** Several protocol messages in one exchange with the database (one pass through the wasm). */
  const pipeline = (...messages: Uint8Array[]) => {
    const joined = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
    let offset = 0;
    for (const message of messages) {
      joined.set(message, offset);
      offset += message.length;
    }
    return pg.execProtocolStream(joined, { syncToFs: false });
  };

  async function prepare(text: string, options: QueryOptions | undefined) {
    // A name is never reused, so a statement whose description failed cannot clash later.
    const name = `teklifal_${++created}`;
    const described = await pipeline(
      serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined) {
    let messages;
    try {
      const statement = statements.get(text) ?? (await prepare(text, options));
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const oid = statement.parameterTypes[i] ?? 0;
        const serializer = options?.serializers?.[oid] ?? pg.serializers[oid];
        return serializer ? serializer(param) : String(param);
      });
      // An error anywhere makes PostgreSQL skip to the Sync, which ends the same exchange.
      messages = await pipeline(
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      );
    } catch (error) {
      throw Object.assign(error as object, { query: text, params, queryOptions: options });
    }
    await pg.syncToFs();
    return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    const known = statements.has(text);
    if (
      options?.blob ||
      (!known && (statements.size >= MAX_NAMED_STATEMENTS || wantsItsOwnPlan(text)))
    ) {
      return pg.query<T>(text, params, options);
    }
    await pg._checkReady();
    // The same two locks as PGlite's own query: never inside another caller's transaction.
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(() => run<T>(text, params, options)),
    );
  }

  return new Proxy(pg, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

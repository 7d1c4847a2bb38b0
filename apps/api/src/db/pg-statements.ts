import { createHash } from 'node:crypto';
import pg from 'pg';
import { wantsItsOwnPlan } from './plan-each-time.ts';

/** Beyond this many distinct statements (an IN list of every length...), they stay unnamed. */
const MAX_NAMED_STATEMENTS = 2000;

const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED_STATEMENTS || wantsItsOwnPlan(text)) return known;
  const name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  submit?: unknown;
}

const isPlainQueryConfig = (value: unknown): value is QueryConfigLike & { text: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueryConfigLike).text === 'string' &&
  (value as QueryConfigLike).name === undefined &&
  (value as QueryConfigLike).submit === undefined;

/**
 * A node-postgres client that gives every query it is handed as a config object (how drizzle
 * sends its statements) a name derived from its text, so each connection prepares a statement
 * once and PostgreSQL reuses its plan: planning an order list's join took longer than running it.
 * Plain-text queries (migrations, LISTEN) are left as they are.
 */
export class NamedStatementClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, ...rest] = args;
    const named = isPlainQueryConfig(config) ? { ...config, name: nameOf(config.text) } : config;
    return (super.query as (...a: unknown[]) => never)(named, ...rest);
  }
}

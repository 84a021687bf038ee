import type { Db } from './client';

/**
 * A hot read built once per database handle instead of on every request: drizzle assembles its
 * SQL once, and PostgreSQL parses and plans the named statement once per connection. Values go
 * in as `sql.placeholder(name)`. A transaction handle gets its own copy (it is another handle).
 */
export function preparedRead<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

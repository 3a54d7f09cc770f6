import { AsyncLocalStorage } from 'node:async_hooks';

/** The transaction a piece of work runs in, while it is open. */
interface Open {
  tx: Transactional;
  open: boolean;
}

/** What a database handle is to this module: something that opens transactions (drizzle's). */
interface Transactional {
  transaction(work: (tx: never) => Promise<unknown>, config?: unknown): Promise<unknown>;
}

const current = new AsyncLocalStorage<Open>();

/** The transaction the caller runs in, if it is still open. */
const openTransaction = (): Transactional | undefined => {
  const found = current.getStore();
  return found?.open ? found.tx : undefined;
};

/**
 * Thrown when a query goes to the root connection while a transaction is open in the same piece
 * of work. On the embedded database (one connection) that query would wait for the transaction,
 * which waits for it: a request hung forever. On PostgreSQL it would run outside the transaction.
 */
export class OutsideTransactionError extends Error {
  constructor() {
    super(
      'A query went to the root connection inside an open transaction: run it through the database handle (db/scope.ts) so it joins the transaction.',
    );
  }
}

/** Throws when a transaction is open in this async context (the root connection's guard). */
export function assertNoOpenTransaction() {
  if (openTransaction()) throw new OutsideTransactionError();
}

/**
 * The database handle every repository holds (decision 0037): each query goes to the transaction
 * the caller is inside of, else to the root. `transaction(work)` opens one (a savepoint inside
 * another) and runs `work` inside it, so nothing has to pass a transaction along and forgetting to
 * cannot hang; the root connection refuses queries while one is open (`assertNoOpenTransaction`).
 */
export function scopedDb<T extends object>(root: T): T {
  return new Proxy(root, {
    get(target, property) {
      if (property === 'transaction') {
        return (work: (tx: never) => Promise<unknown>, config?: unknown) => {
          const outer = (openTransaction() ?? target) as Transactional;
          return outer.transaction(
            (async (tx: Transactional) => {
              const scope: Open = { tx, open: true };
              try {
                return await current.run(scope, () => work(tx as never));
              } finally {
                // Work started inside but finishing later (a mail after commit) goes to the root.
                scope.open = false;
              }
            }) as never,
            config,
          );
        };
      }
      const active = openTransaction() ?? target;
      const value = Reflect.get(active, property, active);
      return typeof value === 'function' ? value.bind(active) : value;
    },
  });
}

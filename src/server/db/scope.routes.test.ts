import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import type { Database } from './client';
import { users } from './schema';
import { OutsideTransactionError } from './scope';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('a transaction carried by the work it runs', () => {
  it('takes every query through the database handle inside it, so nothing has to pass it along', async () => {
    const { db } = database;
    const email = `scoped-${Date.now()}@example.com`;
    await expect(
      db.transaction(async () => {
        // Written and read through the handle, not through `tx`: both join the transaction.
        await db.insert(users).values({ email });
        expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // Rolled back with it: the insert was part of the transaction.
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses at once a query that would go around it, instead of waiting for it forever', async () => {
    const { db } = database;
    // Prepared on the root connection before any transaction: running it inside one would wait
    // for that transaction on the embedded database (which waits for it in turn).
    const everyone = db.select().from(users).prepare('scope_test_everyone');
    const started = Date.now();
    const refused = await db.transaction(async () => everyone.execute()).catch((err: unknown) => err);
    // Drizzle names the query and keeps our error as its cause.
    const cause = (refused as { cause?: unknown }).cause ?? refused;
    expect(cause).toBeInstanceOf(OutsideTransactionError);
    expect(Date.now() - started).toBeLessThan(5_000);
    // Outside a transaction it runs as before.
    expect(Array.isArray(await everyone.execute())).toBe(true);
  });

  it('lets work started inside but finishing after the commit go to the root connection', async () => {
    const { db } = database;
    let later: Promise<unknown> = Promise.resolve();
    await db.transaction(async () => {
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.select().from(users).limit(1));
    });
    await expect(later).resolves.toBeDefined();
  });
});

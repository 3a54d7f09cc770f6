import { customType, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** `id serial primary key`. */
export const id = () => serial('id').primaryKey();

/** `timestamp with time zone`; precision 3 keeps a JavaScript date's milliseconds exact (page cursors). */
export const timestamptz = (name: string, precision?: 3) =>
  timestamp(name, { withTimezone: true, precision });

/** When the row was made. */
export const createdAt = (precision?: 3) => timestamptz('created_at', precision).notNull().defaultNow();

/** When the row last changed. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A picture kept in a table of its own, so listing its rows never reads megabytes of them. */
export const picture = () => ({
  mime: text('mime').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

import { customType } from 'drizzle-orm/pg-core';

/** node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

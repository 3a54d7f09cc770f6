import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Access } from './access';
import type { Departures } from './departures';
import type { Mailer } from './mailer';
import type { ReadCache } from './read-cache';
import type { MemberRecordType } from './records';
import type { SharedLimits } from './shared-limits';
import type { Signals } from './signals';
import type { createUploadGate } from './upload-gate';

/** What every feature is given: nothing else is shared between features. */
export interface FeatureDeps {
  config: AppConfig;
  db: Db;
  /** Reads remembered until the database announces a change to them (lib/read-cache.ts). */
  readCache: ReadCache;
  /** The one access module for everything family-scoped. */
  access: Access;
  /** undefined when e-mail is not set up (demo mode). */
  mailer: Mailer | undefined;
  uploads: ReturnType<typeof createUploadGate>;
  /** Budgets shared by every process on one PostgreSQL (in memory on the embedded database). */
  shared: SharedLimits;
  /** Member signals: what sources learned, and the interest profile consumers read. */
  signals: Signals;
  /** Every kind of member record (decision 0024): the export and account deletion iterate them. */
  records: readonly MemberRecordType[];
  /** What features mend when someone leaves a family, is removed or deletes their account (0033). */
  departures: Departures;
  /** Resolves when the database answers (readiness). */
  ping: () => Promise<void>;
}

/** A feature is a Fastify plugin registering its routes with `route()` from lib/route. */
export type Feature = (app: FastifyInstance, deps: FeatureDeps) => Promise<void>;

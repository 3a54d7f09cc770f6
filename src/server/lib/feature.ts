import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Access } from './access';
import type { DepartureEffect, DepartureMail, Departures } from './departures';
import type { Mailer } from './mailer';
import type { Ports } from './ports';
import type { ReadCache } from './read-cache';
import type { ExportSection, MemberRecordType, MergePair } from './records';
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
  /** Every kind of member record (decision 0024). */
  records: readonly MemberRecordType[];
  /** What every feature does when an account goes, two records merge, or the user downloads their data. */
  lifecycle: Lifecycle;
  /** What features mend when someone leaves a family, is removed or deletes their account (0033). */
  departures: Departures;
  /** What features ask of each other (lib/ports.ts). */
  ports: Ports;
  /** Resolves when the database answers (readiness). */
  ping: () => Promise<void>;
}

/**
 * The tables no one feature owns (decision 0037): the tenant and its people (families, members,
 * memberships, invites, member photos, what members teach), sign-in (users, their sign-ins,
 * settings and sessions) and the limits every server shares. Any feature may query these; a
 * feature's own tables only it does.
 */
export const PLATFORM_TABLES: readonly PgTable[] = [
  schema.users,
  schema.providerAccounts,
  schema.providerLinkEvents,
  schema.sessions,
  schema.userSettings,
  schema.familyAccounts,
  schema.familyMemberships,
  schema.familyMembers,
  schema.userActiveFamily,
  schema.familyInvites,
  schema.memberPhotos,
  schema.memberSignals,
  schema.oauthProviderStatus,
  schema.rateLimitWindows,
  schema.uploadSlots,
  schema.coolDowns,
  schema.localJobKeys,
  schema.idempotentRequests,
];

/**
 * The registry's hooks, run in its order (decision 0037): each kind of member record's part, then
 * each feature's own.
 */
export interface Lifecycle {
  /** Account deletion, inside its transaction. */
  erase(tx: Db, userId: number): Promise<void>;
  /** Two records of one person become one (members.merge.ts, inside its transaction). */
  merge(tx: Db, pair: MergePair): Promise<void>;
  /** The download's sections after the account's own. */
  exportSections: readonly ExportSection[];
}

/** The registry's hooks over these features and the record kinds they keep. */
export function lifecycleOf(
  features: readonly ServerFeature[],
  records: readonly MemberRecordType[],
): Lifecycle {
  return {
    async erase(tx, userId) {
      for (const record of records) await record.erase(tx, userId);
      for (const feature of features) await feature.erase?.(tx, userId);
    },
    async merge(tx, pair) {
      for (const record of records) await record.merge(tx, pair);
      for (const feature of features) await feature.merge?.(tx, pair);
    },
    exportSections: [
      ...records.map((record) => record.exportSection),
      ...features.flatMap((feature) => feature.exportSections ?? []),
    ],
  };
}

/** What a feature's ports and hooks are built from (everything but the ports themselves). */
export type BaseDeps = Omit<FeatureDeps, 'ports' | 'records' | 'departures' | 'lifecycle'> & {
  mail: DepartureMail;
  log: FastifyBaseLogger;
};

/** A feature's routes: a Fastify plugin registering them with `route()` from lib/route. */
export type Feature = (app: FastifyInstance, deps: FeatureDeps) => Promise<void>;

/**
 * A server feature, declared once in its folder (`features/<name>/index.ts`, decision 0037) and
 * listed once in `features/index.ts`: its routes, the tables it owns, the kinds of member record
 * it keeps, what it mends when someone leaves, and what it offers other features. Leaving a
 * family, deleting an account, merging two records, the download and the route inventory loop
 * over the list, so a new feature touches its own folders and one line.
 */
export interface ServerFeature {
  /** Its folder's name. */
  name: string;
  routes: Feature;
  /** The tables only its code queries (the tenant's tables are lib/access's, TENANT_TABLES). */
  tables: readonly PgTable[];
  /** Its kinds of member record (decision 0024): their find, visibility, export, erase and merge. */
  records?: (db: Db) => MemberRecordType[];
  /** What it mends or clears when someone's record leaves a family (decision 0033). */
  departure?: (deps: BaseDeps, ports: Ports) => DepartureEffect;
  /** Account deletion, inside its transaction, beyond its record kinds' erase. */
  erase?: (tx: Db, userId: number) => Promise<void>;
  /** Two records of one person becoming one, beyond its record kinds' merge. */
  merge?: (tx: Db, pair: MergePair) => Promise<void>;
  /** The download's sections it owns beyond its record kinds'. */
  exportSections?: readonly ExportSection[];
  /** What it offers other features (lib/ports.ts). */
  ports?: (deps: BaseDeps, ports: Ports) => Partial<Ports>;
}

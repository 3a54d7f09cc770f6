import type { FastifyBaseLogger } from 'fastify';
import type { DeparturePreview } from '#common/departures';
import type { Db } from '../db/client';
import type { MailPreferences } from './mail-preferences';
import type { Mailer } from './mailer';

/**
 * Someone's member record is about to go from a family: they left it, its owner removed it, or
 * they deleted their account (decision 0033). Only records with an account depart: a record
 * without one never took part in an exchange nor pledged.
 */
export interface Departure {
  familyId: number;
  /** The member record that goes. */
  memberId: number;
  /** Its account. */
  userId: number;
}

/** What to tell people once the departure committed: best effort, a failure is only logged. */
export type Telling = () => Promise<void>;

/** How effects tell people: e-mail when it is set up and the person accepts it. */
export interface DepartureMail {
  mailer: Mailer | undefined;
  preferences: MailPreferences;
  /** For links back to the app. */
  publicUrl: string;
}

/**
 * What a feature mends when someone departs, implemented by the feature
 * (`<feature>.departure.ts`) and listed once in app.ts, as member record kinds are.
 */
export interface DepartureEffect {
  /** A name for the log when its telling fails. */
  name: string;
  /**
   * Inside the transaction that removes the member, before their record goes (the database
   * would cascade their part away unmended): the repair commits with the departure or not at all.
   */
  apply(tx: Db, departure: Departure): Promise<Telling | undefined>;
  /** What `apply` would change for others if the user left these families (the dialogs' list). */
  preview(userId: number, familyIds: readonly number[]): Promise<Partial<DeparturePreview>>;
}

/**
 * An effect that only clears, in the family, what was the leaver's alone: it tells nobody, and
 * changes nothing the dialogs would list.
 */
export const clearingDeparture = (
  name: string,
  clear: (tx: Db, departure: Departure) => Promise<void>,
): DepartureEffect => ({
  name,
  async apply(tx, departure) {
    await clear(tx, departure);
    return undefined;
  },
  preview: async () => ({}),
});

export interface Departures {
  /** Every effect for every departure, in the caller's transaction; answers what to tell after it. */
  apply(tx: Db, departures: readonly Departure[]): Promise<Telling>;
  preview(userId: number, familyIds: readonly number[]): Promise<DeparturePreview>;
}

export function createDepartures(effects: readonly DepartureEffect[], log: FastifyBaseLogger): Departures {
  return {
    async apply(tx, departures) {
      const tellings: Array<{ name: string; tell: Telling }> = [];
      for (const departure of departures) {
        for (const effect of effects) {
          const tell = await effect.apply(tx, departure);
          if (tell) tellings.push({ name: effect.name, tell });
        }
      }
      return async () => {
        for (const { name, tell } of tellings) {
          await tell().catch((err: unknown) => {
            const error = (err as Error | undefined)?.name ?? 'Error';
            log.warn({ code: 'departure_notice_failed', effect: name, error }, 'not everyone was told');
          });
        }
      };
    },

    async preview(userId, familyIds) {
      const parts = await Promise.all(effects.map((e) => e.preview(userId, familyIds)));
      return {
        exchanges: parts.flatMap((p) => p.exchanges ?? []),
        pledges: parts.flatMap((p) => p.pledges ?? []),
        claims: parts.flatMap((p) => p.claims ?? []),
      };
    },
  };
}

/**
 * A repository's hook for its transaction and the telling for after it: the repository calls
 * `hook` inside, the service `tell` once the transaction committed.
 */
export function departureRun(departures: Departures | undefined) {
  let telling: Telling = async () => {};
  return {
    hook: async (tx: Db, list: readonly Departure[]) => {
      if (departures && list.length > 0) telling = await departures.apply(tx, list);
    },
    tell: () => telling(),
  };
}

export type DepartureHook = ReturnType<typeof departureRun>['hook'];

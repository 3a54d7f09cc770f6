import type { FastifyBaseLogger } from 'fastify';
import type { DeletionPreview } from '#common/account';
import { type Departures, departureRun } from '../../lib/departures';
import type { MailPreferences } from '../../lib/mail-preferences';
import type { Mailer } from '../../lib/mailer';
import type { DeletionRepository, Handover } from './account.deletion.repository';
import { handoverMail } from './account.email';

export interface DeletionDeps {
  mailer: Mailer | undefined;
  /** Exchanges mended and pledges released in every family the account leaves (decision 0033). */
  departures?: Departures;
  mailPreferences: MailPreferences;
  publicUrl: string;
}

/** Deleting an account: what it would do, doing it, and telling each new family owner. */
export function createDeletionService(repo: DeletionRepository, deps: DeletionDeps) {
  /** After the deletion committed: a failed e-mail never undoes it, it is only logged. */
  async function notifyHeirs(handovers: Handover[], log: FastifyBaseLogger) {
    const { mailer } = deps;
    if (!mailer) return;
    for (const { familyId, familyName, heir } of handovers) {
      if (!heir.email || !(await deps.mailPreferences.allowsUser(heir.userId))) continue;
      try {
        await mailer.send(
          handoverMail({ to: heir.email, heirName: heir.name, familyName, publicUrl: deps.publicUrl }),
        );
      } catch (err) {
        log.warn({ err: { name: (err as Error).name }, familyId }, 'handover e-mail could not be sent');
      }
    }
  }

  return {
    async preview(userId: number): Promise<DeletionPreview> {
      const [families, counts] = await Promise.all([
        repo.ownedFamiliesWithHeirs(userId),
        repo.counts(userId),
      ]);
      return {
        ownedFamilies: families.map((f) => ({
          id: f.id,
          name: f.name,
          outcome: f.heir ? 'handed_over' : 'deleted',
          heir: f.heir?.name ?? null,
        })),
        ...counts,
      };
    },

    async deleteAccount(userId: number, log: FastifyBaseLogger): Promise<Handover[]> {
      const run = departureRun(deps.departures);
      const handovers = await repo.deleteUser(userId, run.hook);
      log.info({ userId, handedOver: handovers.map((h) => h.familyId) }, 'account deleted');
      await notifyHeirs(handovers, log);
      await run.tell();
      return handovers;
    },
  };
}

export type DeletionService = ReturnType<typeof createDeletionService>;

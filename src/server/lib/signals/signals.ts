import { type DerivedSignal, signalsFromAnswers } from '#common/signals/derive';
import { buildInterestProfile, type InterestEntry, type SignalRecord } from '#common/signals/profile';
import { SIGNAL_WEIGHTS, type SignalSource, sourceOf } from '#common/signals/weights';
import type { Db } from '../../db/client';
import { type MemberRow, type MemberScope, visibleSignalSources } from '../access';
import { createSignalsRepository, type NewSignalRow, type SignalRow } from './signals.repository';

/** What a member's answers are read from: the record's ids, answers and when it changed. */
export type AnsweredMember = Pick<
  MemberRow,
  | 'id'
  | 'familyAccountId'
  | 'updatedAt'
  | 'interests'
  | 'lifestyle'
  | 'shoppingPreferences'
  | 'personalityProfile'
  | 'goals'
>;

export interface SignalTarget {
  familyId: number;
  memberId: number;
}

const toRecord = (row: SignalRow): SignalRecord => ({
  concept: row.concept,
  label: row.label,
  kind: row.kind,
  categories: row.categories,
  weight: row.weight,
  source: row.source,
  reason: row.reason,
  params: row.params,
  observedAt: row.observedAt,
});

/**
 * The member-signals module (docs: signals.md). Sources write through `record`/`replace` and
 * forget through `forget`; consumers read `profileFor`. Weights come from
 * #common/signals/weights, never from the caller, so one table of figures rules them all.
 */
export function createSignals(db: Db, options: { halfLifeDays?: number } = {}) {
  const repo = createSignalsRepository(db);

  const rowsFor = (
    target: SignalTarget,
    sourceId: number | null,
    derived: Array<DerivedSignal & { observedAt?: Date }>,
    observedAt: Date,
  ): NewSignalRow[] =>
    derived.map((signal) => ({
      familyAccountId: target.familyId,
      familyMemberId: target.memberId,
      concept: signal.concept.key,
      label: signal.concept.label,
      kind: signal.concept.kind,
      categories: signal.concept.categories,
      weight: SIGNAL_WEIGHTS[signal.reason],
      source: sourceOf(signal.reason),
      sourceId,
      reason: signal.reason,
      params: signal.params ?? {},
      observedAt: signal.observedAt ?? observedAt,
    }));

  /** Replaces everything `source` (with this id) said about the member; inside a transaction, as part of it. */
  async function replace(
    target: SignalTarget,
    source: SignalSource,
    sourceId: number | null,
    derived: DerivedSignal[],
    { observedAt = new Date() }: { observedAt?: Date } = {},
  ) {
    const rows = rowsFor(target, sourceId, derived, observedAt).filter((row) => row.source === source);
    await repo.replace(db, { ...target, source, sourceId }, rows);
  }

  /**
   * Adds to what `source` (with this id) said, keeping what it said before: a data export
   * arrives file by file into one import. A signal may carry its own `observedAt` (when the
   * export says it happened), so old evidence fades as it should.
   */
  async function add(
    target: SignalTarget,
    source: SignalSource,
    sourceId: number,
    derived: Array<DerivedSignal & { observedAt?: Date }>,
    { observedAt = new Date() }: { observedAt?: Date } = {},
  ) {
    const rows = rowsFor(target, sourceId, derived, observedAt).filter((row) => row.source === source);
    await repo.insert(db, rows);
  }

  /** What the member's own answers say, replacing what they said before. */
  async function syncAnswers(member: AnsweredMember) {
    const target = { familyId: member.familyAccountId, memberId: member.id };
    const { profile, questionnaire } = signalsFromAnswers(member);
    await replace(target, 'questionnaire', null, questionnaire, { observedAt: member.updatedAt });
    await replace(target, 'profile', null, profile, { observedAt: member.updatedAt });
  }

  /** All the member's signals, their answers' derived on first read for records saved before signals. */
  async function rowsOf(member: MemberRow): Promise<SignalRow[]> {
    const target = { familyId: member.familyAccountId, memberId: member.id };
    const rows = await repo.listForMember(target.familyId, target.memberId);
    if (rows.some((r) => r.source === 'questionnaire' || r.source === 'profile')) return rows;
    const { profile, questionnaire } = signalsFromAnswers(member);
    if (profile.length + questionnaire.length === 0) return rows;
    await syncAnswers(member);
    return repo.listForMember(target.familyId, target.memberId);
  }

  return {
    replace,
    add,
    syncAnswers,

    /** Forgets what a deleted source taught GiftLens. */
    forget(familyId: number, source: SignalSource, sourceId: number) {
      return repo.removeSource(db, familyId, source, sourceId);
    },

    /**
     * The member's interest profile as this viewer may see it (decision 0023): ranked, with
     * evidence, from only the sources `canSeeSignalSource` gives the viewer. Records saved
     * before signals existed get their answers' signals on first read.
     */
    async profileFor(scope: MemberScope, limit?: number): Promise<InterestEntry[]> {
      const rows = await rowsOf(scope.member);
      const sources = visibleSignalSources(scope.subject, scope.viewer, scope.familyPrivacy);
      const seen = rows.filter((row) => sources.has(row.source));
      return buildInterestProfile(seen.map(toRecord), { halfLifeDays: options.halfLifeDays, limit });
    },

    /** The sources this viewer's profile of the member is made from (for gating stored reasons). */
    sourcesFor(scope: MemberScope): Set<SignalSource> {
      return visibleSignalSources(scope.subject, scope.viewer, scope.familyPrivacy);
    },
  };
}

export type Signals = ReturnType<typeof createSignals>;

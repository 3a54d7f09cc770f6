import {
  SIGNAL_REASONS,
  SIGNAL_SOURCE_TABLE,
  SIGNAL_SOURCES,
  type SignalReason,
  type SignalSource,
} from './sources';

export { SIGNAL_SOURCES, type SignalReason, type SignalSource } from './sources';

/**
 * How much each kind of evidence counts, read from the one table of signal sources (sources.ts,
 * docs: signals.md), in the shapes the profile builder and the signal writers use.
 */
/** Every reason code's weight. */
export const SIGNAL_WEIGHTS = Object.fromEntries(
  Object.entries(SIGNAL_REASONS).map(([reason, declared]) => [reason, declared.weight]),
) as Record<SignalReason, number>;

export const sourceOf = (reason: SignalReason) => reason.split('.')[0] as SignalSource;

const perSource = <T>(pick: (source: SignalSource) => T) =>
  Object.fromEntries(SIGNAL_SOURCES.map((source) => [source, pick(source)])) as Record<SignalSource, T>;

/**
 * One source cannot drown the rest: its contribution to a concept saturates towards this cap
 * (ten ads for the same brand are strong evidence, not ten times the evidence of one).
 */
export const SOURCE_CAP = perSource<number>((source) => SIGNAL_SOURCE_TABLE[source].cap);

/** Evidence older than this counts half as much (and a quarter at twice the age). */
export const DEFAULT_HALF_LIFE_DAYS = 180;

/** What someone says about themselves stays true until they change it: it does not fade. */
export const FADES = perSource<boolean>((source) => SIGNAL_SOURCE_TABLE[source].fades);

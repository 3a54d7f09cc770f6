import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { UPLOADS_IN_PROGRESS } from '#common/endpoints/platform.errors';
import { refusal } from '../errors';
import { LIMITS } from './limits';
import { memoryLimits, type SharedLimits } from './shared-limits';

/**
 * Bounds uploads before their bodies are read: a user with too many in progress gets 429 at
 * once, and the server works on a few at a time while the rest wait their turn, so one person
 * sending thirty photos cannot starve every other family of the database. A user's slots are
 * shared by every process (`shared.takeSlot`, decision 0025); the total is this process's own,
 * as it guards this process's CPU.
 */
export function createUploadGate(
  limits = { perUser: LIMITS.uploadsInFlightPerUser, total: LIMITS.uploadsInFlight },
  shared: Pick<SharedLimits, 'takeSlot'> = memoryLimits(),
) {
  let slotsHeld = 0;
  let running = 0;
  const waiting: Array<() => void> = [];

  const hook: onRequestHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
    const release = await shared.takeSlot(`uploads:${key}`, limits.perUser);
    if (!release) throw refusal(UPLOADS_IN_PROGRESS, { maxInProgress: limits.perUser });
    slotsHeld += 1;

    let state: 'waiting' | 'running' | 'done' = 'waiting';
    let wake: (() => void) | undefined;
    // Released when the answer is sent or the client goes away, whichever comes first.
    const done = () => {
      if (state === 'done') return;
      slotsHeld -= 1;
      release().catch((err: unknown) => request.log.error({ err }, 'could not free an upload slot'));
      if (state === 'running') {
        running -= 1;
        waiting.shift()?.();
      } else if (wake) {
        waiting.splice(waiting.indexOf(wake), 1);
      }
      state = 'done';
    };
    reply.raw.once('finish', done);
    reply.raw.once('close', done);
    // The client may have gone while the slot was being taken, before anyone listened.
    if (request.raw.socket?.destroyed) {
      done();
      return reply;
    }

    if (running >= limits.total) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        waiting.push(resolve);
      });
    }
    // The client may have gone while it waited (done() ran meanwhile).
    if ((state as string) === 'done') return reply;
    state = 'running';
    running += 1;
  };

  return { hook, stats: () => ({ running, waiting: waiting.length, slotsHeld }) };
}

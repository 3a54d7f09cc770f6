import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { CoolDown } from '../../lib/shared-limits';
import type { AiPrompt } from './gift-prompt';

/** One idea as the model must answer it; anything else it writes (a URL…) is dropped by the parse. */
export const aiIdeaSchema = z.object({
  title: z.string().trim().min(2).max(120),
  description: z.string().trim().min(2).max(400),
  category: z.string().trim().min(1).max(60),
  estimatedPriceDollars: z.number().positive().max(100_000),
  searchPhrase: z.string().trim().min(2).max(120),
  reasoning: z.string().trim().min(2).max(500),
  confidence: z.number().int().min(1).max(10),
  /** The catalogue candidate it builds on, when it does. */
  basedOn: z.string().max(80).nullable(),
});
export type AiIdea = z.infer<typeof aiIdeaSchema>;

export const aiAnswerSchema = z.object({ ideas: z.array(aiIdeaSchema).min(1).max(12) });

export type AiFailure = 'not_configured' | 'quota' | 'timeout' | 'error' | 'invalid';
export type AiOutcome = { ok: true; ideas: AiIdea[] } | { ok: false; reason: AiFailure };

/** Quota is used up (not a passing rate limit): retrying only burns time. */
const QUOTA_CODES = new Set([
  'insufficient_quota',
  'billing_hard_limit_reached',
  'quota_exceeded',
  'billing_not_active',
]);
export const isQuotaError = (err: unknown) =>
  err instanceof APIError &&
  (err.status === 402 ||
    QUOTA_CODES.has(String(err.code ?? '')) ||
    QUOTA_CODES.has(String((err.error as { type?: string } | undefined)?.type ?? '')));

/** After a quota error, AI is not asked again for this long. */
export const QUOTA_COOL_DOWN_MS = 15 * 60_000;

const ANSWER_FORMAT = {
  type: 'json_schema' as const,
  json_schema: {
    name: 'gift_ideas',
    strict: true,
    schema: z.toJSONSchema(aiAnswerSchema) as Record<string, unknown>,
  },
};

export interface GiftAi {
  readonly configured: boolean;
  generate(prompt: AiPrompt): Promise<AiOutcome>;
}

/**
 * The AI client: any OpenAI-compatible provider through the `openai` SDK. One deadline covers
 * the whole call (timeout, default 20 s); at most one retry, and only for a passing failure
 * (5xx, a rate limit that is not a quota, a dropped connection) while time remains. A quota
 * error is never retried and puts AI on a cool-down. Answers are validated with zod.
 */
export function createGiftAi(
  config: AppConfig['ai'],
  log: { warn(obj: object, msg: string): void },
  /** The rest after a quota error, shared by every process (lib/shared-limits, decision 0025). */
  coolDown: CoolDown,
  now: () => number = Date.now,
): GiftAi {
  if (!config) return { configured: false, generate: async () => ({ ok: false, reason: 'not_configured' }) };
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    timeout: config.timeoutMs,
    maxRetries: 0,
  });

  async function attempt(prompt: AiPrompt, signal: AbortSignal, timeout: number): Promise<AiOutcome> {
    const completion = await client.chat.completions.create(
      {
        model: config?.model ?? '',
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        response_format: ANSWER_FORMAT,
        temperature: 0.4,
      },
      { signal, timeout, maxRetries: 0 },
    );
    const content = completion.choices[0]?.message?.content ?? '';
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    // Ideas that fail the schema are dropped one by one; none left is an invalid answer.
    const list = (json as { ideas?: unknown })?.ideas;
    if (!Array.isArray(list)) return { ok: false, reason: 'invalid' };
    const ideas = list.flatMap((item) => {
      const parsed = aiIdeaSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    return ideas.length > 0 ? { ok: true, ideas } : { ok: false, reason: 'invalid' };
  }

  return {
    configured: true,
    async generate(prompt) {
      if (now() < (await coolDown.until())) return { ok: false, reason: 'quota' };
      const started = now();
      const deadline = AbortSignal.timeout(config.timeoutMs);
      for (let round = 0; round < 2; round += 1) {
        const left = config.timeoutMs - (now() - started);
        if (left < 250) return { ok: false, reason: 'timeout' };
        try {
          return await attempt(prompt, deadline, left);
        } catch (err) {
          if (isQuotaError(err)) {
            await coolDown.rest(now() + QUOTA_COOL_DOWN_MS);
            log.warn({ code: 'ai_quota' }, 'AI quota exceeded; offline recommender until the cool-down ends');
            return { ok: false, reason: 'quota' };
          }
          if (
            err instanceof APIConnectionTimeoutError ||
            err instanceof APIUserAbortError ||
            deadline.aborted
          ) {
            log.warn({ code: 'ai_timeout' }, 'AI provider did not answer in time');
            return { ok: false, reason: 'timeout' };
          }
          const status = err instanceof APIError ? err.status : undefined;
          const passing = status === undefined || status === 429 || status >= 500;
          log.warn({ code: 'ai_error', status }, 'AI provider failed');
          if (!passing || round === 1) return { ok: false, reason: 'error' };
        }
      }
      return { ok: false, reason: 'error' };
    },
  };
}

/** What the UI shows when the offline recommender answered instead. */
export const DEMO_REASONS: Record<AiFailure | 'not_valid', string> = {
  not_configured: "AI is not configured, so these ideas come from GiftLens's own catalogue.",
  quota:
    "The AI provider's quota is used up, so these ideas come from GiftLens's own catalogue. AI will be tried again later.",
  timeout: "The AI provider did not answer in time, so these ideas come from GiftLens's own catalogue.",
  error: "The AI provider returned an error, so these ideas come from GiftLens's own catalogue.",
  invalid:
    "The AI's answer was not in the form GiftLens asked for, so these ideas come from GiftLens's own catalogue.",
  not_valid:
    "None of the AI's ideas passed GiftLens's checks (budget, category, no repeats), so these ideas come from GiftLens's own catalogue.",
};

import { z } from 'zod';
import { hasVisibleText, idSchema, str } from './api/fields';

export const providerSchema = z.enum(['google', 'facebook', 'demo']);
export type Provider = z.infer<typeof providerSchema>;
/** The providers a person can connect from the account page. */
export const linkableProviderSchema = z.enum(['google', 'facebook'], 'must be google or facebook');
export type LinkableProvider = z.infer<typeof linkableProviderSchema>;

export const PROVIDER_LABELS: Record<Provider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  demo: 'Demo sign-in',
};

export const authUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const authProfileSchema = authUserSchema.extend({
  providers: z.array(
    z.object({
      id: z.number().int(),
      provider: providerSchema,
      email: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** The latest sign-in methods added and removed, newest first. */
  linkHistory: z.array(
    z.object({
      provider: providerSchema,
      action: z.enum(['linked', 'unified', 'separate', 'unlinked', 'deauthorized']),
      at: z.string(),
    }),
  ),
});
export type AuthProfile = z.infer<typeof authProfileSchema>;

const optionalName = str()
  .trim()
  .max(80, 'must be at most 80 characters')
  .optional()
  .transform((v) => (v && hasVisibleText(v) ? v : undefined));

export const devLoginSchema = z.object({
  email: str().trim().toLowerCase().pipe(z.email('must be a valid e-mail address').max(254)),
  firstName: optionalName,
  lastName: optionalName,
});
export type DevLoginInput = z.input<typeof devLoginSchema>;

/**
 * The demo sign-in as a plain form (local mode): it works before any app code runs, so the
 * first tap on a phone signs in at once. `as` picks the second demo user; `next` is a path of
 * this site to land on.
 */
export const demoSignInFormSchema = z.strictObject({
  as: z.enum(['first', 'second']).optional(),
  next: str()
    .max(200)
    .regex(/^\/(?![/\\])[^\s]*$/, 'must be a path on this site')
    .optional(),
});

export const authConfigSchema = z.object({
  google: z.boolean(),
  facebook: z.boolean(),
  demo: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/**
 * `?intent=link`: started from the account page by a signed-in user, adds the provider to
 * their account. `?intent=unify`: proves control of the existing account a waiting sign-in
 * matched, then connects the two.
 */
export const authStartQuerySchema = z.object({
  intent: z.enum(['link', 'unify'], 'must be link or unify').optional(),
});

/** POST /api/auth/unify-account: connect the waiting sign-in to the existing account, or not. */
export const unifyAccountSchema = z.strictObject({
  provider: linkableProviderSchema,
  unify: z.boolean('must be true or false'),
});
export type UnifyAccountInput = z.input<typeof unifyAccountSchema>;

export const unifyResultSchema = z.discriminatedUnion('status', [
  /** Connected: the waiting sign-in now opens the existing account (signed in as it). */
  z.object({ status: z.literal('linked') }),
  /** A separate account was created and signed in. */
  z.object({ status: z.literal('separate') }),
  /** Sign in to the existing account with one of these first, to prove it is yours. */
  z.object({ status: z.literal('verify'), verifyWith: z.array(providerSchema) }),
]);
export type UnifyResult = z.infer<typeof unifyResultSchema>;

/** The sign-in waiting for a decision after `?requiresUnification=true`. */
export const pendingLinkSchema = z.object({
  provider: linkableProviderSchema,
  email: z.string(),
  existingProviders: z.array(providerSchema),
  /** Which of the existing account's sign-ins can prove it here (configured on this server). */
  verifyWith: z.array(providerSchema),
});
export type PendingLink = z.infer<typeof pendingLinkSchema>;

export const providerRecordParamSchema = z.object({ providerRecordId: idSchema });

import { z } from 'zod';
import { str } from './api/fields';

export const providerSchema = z.enum(['google', 'facebook', 'demo']);

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
});
export type AuthProfile = z.infer<typeof authProfileSchema>;

const optionalName = str()
  .trim()
  .max(80, 'must be at most 80 characters')
  .optional()
  .transform((v) => (v ? v : undefined));

export const devLoginSchema = z.object({
  email: str().trim().toLowerCase().pipe(z.email('must be a valid e-mail address').max(254)),
  firstName: optionalName,
  lastName: optionalName,
});
export type DevLoginInput = z.input<typeof devLoginSchema>;

export const authConfigSchema = z.object({
  google: z.boolean(),
  facebook: z.boolean(),
  demo: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

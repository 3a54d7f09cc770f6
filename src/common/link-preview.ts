import { z } from 'zod';
import { str } from './api/fields';

/** The longest link the preview accepts. */
export const MAX_LINK_CHARS = 2000;

const isHttpLink = (value: string) => {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
};

/** A product link pasted into a wishlist item. */
export const linkPreviewRequestSchema = z.object({
  url: str()
    .trim()
    .min(1, 'is required')
    .max(MAX_LINK_CHARS, `must be at most ${MAX_LINK_CHARS} characters`)
    .refine(isHttpLink, 'must be an http or https link'),
});

/**
 * What the page says about the product. `image` is a small WebP copy made by the server
 * (`data:image/webp;base64,…`), so the browser never contacts the shop; `priceCents` is in
 * hundredths of `currency` (ISO 4217).
 */
export const linkPreviewSchema = z.object({
  /** The page that answered, after redirects. */
  url: z.string(),
  title: z.string().nullable(),
  priceCents: z.number().int().nonnegative().nullable(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
  image: z.string().startsWith('data:image/webp;base64,').nullable(),
});

export type LinkPreviewRequest = z.input<typeof linkPreviewRequestSchema>;
export type LinkPreviewView = z.infer<typeof linkPreviewSchema>;

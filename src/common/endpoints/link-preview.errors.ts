import { bytesText, defineError, defineFieldError } from '../errors';

/**
 * What reading a pasted link refuses (issue 30), for the preview and for wishlist items made
 * from a link: links GiftLens will not fetch (400, about `url`), and pages or pictures that
 * could not be read (422; `subject` says which: the linked page, or the product image it names).
 */
type Subject = { subject: 'page' | 'image' };

export const LINK_NOT_VALID = defineFieldError<{ field: 'url' }>(
  'link_not_valid',
  400,
  () => 'that is not a valid link',
);

export const LINK_SCHEME_REFUSED = defineFieldError<{ field: 'url' }>(
  'link_scheme_refused',
  400,
  () => 'only http and https links can be previewed',
);

export const LINK_HAS_CREDENTIALS = defineFieldError<{ field: 'url' }>(
  'link_has_credentials',
  400,
  () => 'links with a user name or password cannot be previewed',
);

export const LINK_NOT_PUBLIC = defineFieldError<{ field: 'url' }>(
  'link_not_public',
  400,
  () => 'that address is not on the public internet',
);

export const LINK_TIMEOUT = defineError<Subject>(
  'link_timeout',
  422,
  (p) => `The ${p.subject} took too long to answer`,
);

export const LINK_TOO_LARGE = defineError<Subject & { maxBytes: number }>(
  'link_too_large',
  422,
  (p) =>
    `The ${p.subject} is too large to ${p.subject === 'page' ? 'preview' : 'copy'} (over ${bytesText(p.maxBytes)})`,
);

export const LINK_UNREACHABLE = defineError<Subject>(
  'link_unreachable',
  422,
  (p) => `The ${p.subject} could not be reached`,
);

export const LINK_ANSWERED_ERROR = defineError<Subject & { status: number }>(
  'link_answered_error',
  422,
  (p) => `The ${p.subject} could not be reached (it answered ${p.status})`,
);

export const LINK_TOO_MANY_REDIRECTS = defineError<Subject & { maxRedirects: number }>(
  'link_too_many_redirects',
  422,
  (p) => `The ${p.subject} redirected too many times (more than ${p.maxRedirects})`,
);

export const LINK_WRONG_TYPE = defineError<Subject>('link_wrong_type', 422, (p) =>
  p.subject === 'page' ? 'That link is not a web page' : 'The picture is not a PNG, JPEG, GIF or WebP image',
);

export const LINK_PICTURE_UNREADABLE = defineError(
  'link_picture_unreadable',
  422,
  () => 'The picture could not be read',
);

/** Everything reading a link may answer. */
export const LINK_ERRORS = [
  LINK_NOT_VALID,
  LINK_SCHEME_REFUSED,
  LINK_HAS_CREDENTIALS,
  LINK_NOT_PUBLIC,
  LINK_TIMEOUT,
  LINK_TOO_LARGE,
  LINK_UNREACHABLE,
  LINK_ANSWERED_ERROR,
  LINK_TOO_MANY_REDIRECTS,
  LINK_WRONG_TYPE,
  LINK_PICTURE_UNREADABLE,
] as const;

/**
 * Link previews (issue 22, wishlists): a product link pasted by a family member is fetched by
 * the server, safely (safe-fetch.ts), and read for its title, picture and price (metadata.ts);
 * the picture is copied and re-encoded, never hotlinked (preview.ts).
 */
export { type AddressKind, classifyAddress, isPublicAddress } from './addresses';
export { extractMetadata, type PageMetadata, parseCurrency, parsePriceCents } from './metadata';
export {
  copyImage,
  type LinkPreview,
  type LinkPreviewOptions,
  MAX_IMAGE_BYTES,
  previewOf,
  sniffImageType,
  THUMBNAIL_SIDE,
  thumbnailDataUrl,
} from './preview';
export {
  type FetchedResource,
  fetchErrors,
  LINK_PREVIEW_DEFAULTS,
  type ResolvedAddress,
  type Resolver,
  type SafeFetchOptions,
  safeFetch,
  USER_AGENT,
} from './safe-fetch';

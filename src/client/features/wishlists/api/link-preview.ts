import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { linkPreviewApi } from '#common/endpoints/link-preview';
import { httpUrlSchema } from '#common/wishlists';
import { callEndpoint } from '../../../lib/endpoint-client';

/** How long typing or pasting must pause before the page is asked for. */
export const PREVIEW_DELAY_MS = 600;

/** The link as the preview takes it, or null when it is no http(s) link. */
export function previewableLink(text: string): string | null {
  const parsed = httpUrlSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/**
 * What a pasted product link's page says (title, price, a small picture), once the link is a
 * valid http(s) one and has stayed the same for a moment. A preview is a read: no change
 * refreshes it, and each link is asked for once (the query cache keeps the answer).
 * Failures are quiet: saving never needs a preview (the server reads the page itself).
 */
export function useLinkPreview(text: string) {
  const [debounced] = useDebouncedValue(text.trim(), PREVIEW_DELAY_MS);
  const url = previewableLink(debounced);
  const query = useQuery({
    queryKey: [linkPreviewApi.preview.path, { url }],
    queryFn: () => callEndpoint(linkPreviewApi.preview, { body: { url: url ?? '' } }),
    enabled: url !== null,
    meta: { reads: [] },
  });
  // While the text is still being typed, or is no link, nothing is shown.
  const settled = url !== null && debounced === text.trim();
  return {
    url: settled ? url : null,
    preview: settled ? query.data : undefined,
    isLoading: settled && query.isFetching,
    isError: settled && query.isError,
  };
}

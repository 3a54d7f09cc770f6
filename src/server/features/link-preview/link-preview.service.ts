import type { LinkPreviewView } from '#common/link-preview';
import { AppError } from '../../errors';
import { copyImage, type LinkPreviewOptions, previewOf, thumbnailDataUrl } from '../../lib/link-preview';

/**
 * The Add Item dialog's preview: the page's title and price, and its picture as a small WebP
 * copy. A page that cannot be read is an error; a picture that cannot be copied is only left out.
 */
export function createLinkPreviewService(options: LinkPreviewOptions) {
  return {
    async preview(url: string): Promise<LinkPreviewView> {
      const page = await previewOf(url, options);
      let image: string | null = null;
      if (page.image) {
        try {
          image = await thumbnailDataUrl(await copyImage(page.image, options));
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
        }
      }
      return {
        url: page.url,
        title: page.title,
        priceCents: page.priceCents,
        currency: page.currency,
        image,
      };
    },
  };
}

export type LinkPreviewService = ReturnType<typeof createLinkPreviewService>;

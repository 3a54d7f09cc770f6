import { useMutation } from '@tanstack/react-query';
import { trackedAdsApi } from '#common/endpoints/tracked-ads';
import type { AdSheet } from '#common/tracked-ads/ad-sheet/index';
import { apiUpload } from '../../../lib/api';

/** Sends one screenshot to be read (multipart, field `image`); nothing is stored. */
export function readScreenshot(file: Blob): Promise<AdSheet> {
  const form = new FormData();
  form.append('image', file, file instanceof File ? file.name : 'screenshot.png');
  return apiUpload<AdSheet>(trackedAdsApi.readScreenshot.path, form, file.size);
}

/** Reading a screenshot: its error is shown in the reader itself, not as a toast. */
export const useReadScreenshot = () => useMutation({ mutationFn: readScreenshot });

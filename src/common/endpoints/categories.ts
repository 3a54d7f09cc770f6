import { z } from 'zod';
import { endpoint } from '../api/contract';

export const adCategorySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  /** A Tabler icon name, e.g. 'device-laptop'. */
  icon: z.string(),
  color: z.string(),
});
export type AdCategory = z.infer<typeof adCategorySchema>;

export const categoriesApi = {
  list: endpoint({
    method: 'GET',
    reads: [],
    path: '/api/ad-categories',
    summary: 'The one category taxonomy of ads, gift ideas and interests',
    tags: ['Categories'],
    response: z.array(adCategorySchema),
  }),
} as const;

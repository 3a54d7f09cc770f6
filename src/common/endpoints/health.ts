import { z } from 'zod';
import { endpoint } from '../api/contract';

export const healthApi = {
  live: endpoint({
    method: 'GET',
    reads: [],
    path: '/api/health',
    summary: 'The process is up',
    tags: ['Health'],
    response: z.object({ status: z.literal('ok') }),
    access: 'public',
  }),
  ready: endpoint({
    method: 'GET',
    reads: [],
    path: '/api/health/ready',
    summary: 'The database answers (503 when it does not)',
    tags: ['Health'],
    response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
    access: 'public',
  }),
} as const;

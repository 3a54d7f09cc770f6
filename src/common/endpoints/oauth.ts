import { endpoint } from '../api/contract';
import { diagnosticsAccessSchema, oauthDiagnosticsSchema } from '../oauth-diagnostics';

const tags = ['OAuth diagnostics'];

export const oauthApi = {
  diagnostics: endpoint({
    method: 'GET',
    reads: [],
    path: '/api/oauth/diagnostics',
    summary:
      'Sign-in health: providers configured, discovery, redirect URIs, HTTPS, clock, app credentials, last errors (404 unless allowed)',
    tags,
    response: oauthDiagnosticsSchema,
  }),
  access: endpoint({
    method: 'GET',
    reads: ['user'],
    path: '/api/oauth/access',
    summary: 'Whether you may open the OAuth diagnostics, and whether you are an admin',
    tags,
    response: diagnosticsAccessSchema,
  }),
} as const;

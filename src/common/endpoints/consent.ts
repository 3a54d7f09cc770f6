import { endpoint } from '../api/contract';
import {
  consentChoiceSchema,
  consentRecordSchema,
  consentStateSchema,
  cookieInsightsSchema,
} from '../consent';
import { INTEREST_TRACKING_NOT_OWN, PERSONALIZATION_CONSENT_REQUIRED } from './consent.errors';

const tags = ['Consent'];

export const consentApi = {
  get: endpoint({
    method: 'GET',
    reads: ['consent'],
    path: '/api/user/consent',
    summary: 'Your cookie choice (null before you have chosen)',
    tags,
    response: consentStateSchema,
  }),
  put: endpoint({
    method: 'PUT',
    affects: ['consent', 'signals'],
    path: '/api/user/consent',
    summary: 'Record your cookie choice: analytics, personalization, marketing (essential is always on)',
    tags,
    body: consentChoiceSchema,
    response: consentRecordSchema,
  }),
  cookieInsights: endpoint({
    method: 'POST',
    affects: ['signals'],
    path: '/api/cookie-insights',
    summary:
      'What you looked at inside GiftLens, for your own profile (needs personalization consent; becomes low-weight signals)',
    tags,
    body: cookieInsightsSchema,
    status: 204,
    errors: [INTEREST_TRACKING_NOT_OWN, PERSONALIZATION_CONSENT_REQUIRED],
  }),
};

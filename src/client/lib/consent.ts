import { useSyncExternalStore } from 'react';
import {
  CONSENT_POLICY_VERSION,
  CONSENT_TIMING,
  type ConsentCategory,
  type ConsentRecord,
  consentEffects,
} from '#common/consent';
import { resetCookieSettingsForTests } from './cookie-settings';

/**
 * The viewer's cookie choice in the browser (decision record 0018). Three copies:
 * a first-party cookie for a year, a local-storage copy valid 365 days, and the server
 * record (the consent feature syncs it). Everything that needs consent reads `useConsent()`,
 * so a withdrawal stops tracking and ads at once, without a reload.
 */
export type StoredChoice = Pick<ConsentRecord, ConsentCategory | 'policyVersion' | 'decidedAt'>;

const COOKIE = 'giftlens_consent';
const STORAGE_KEY = 'giftlens.consent';

type GtagConsent = Record<'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage', string>;
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Google Consent Mode v2: the command queue an ad tag reads when (if ever) it loads. */
function gtagConsent(command: 'default' | 'update', state: GtagConsent) {
  window.dataLayer = window.dataLayer ?? [];
  // gtag's queue format is the arguments object itself.
  (function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: Consent Mode reads the `arguments` object
    window.dataLayer?.push(arguments);
  })('consent', command, state);
}

const consentModeOf = (choice: StoredChoice | null): GtagConsent => ({
  ad_storage: choice?.marketing ? 'granted' : 'denied',
  ad_user_data: choice?.marketing ? 'granted' : 'denied',
  // Banner ads are contextual (non-personalised) whatever the choice.
  ad_personalization: 'denied',
  analytics_storage: choice?.analytics ? 'granted' : 'denied',
});

function readCookie(): StoredChoice | null {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  // v1.<policy>.<a><p><m>.<decidedAt ms>
  const match = raw && /^v1\.([\w-]+)\.([01])([01])([01])\.(\d{1,15})$/.exec(decodeURIComponent(raw));
  if (!match) return null;
  return {
    policyVersion: match[1] ?? '',
    analytics: match[2] === '1',
    personalization: match[3] === '1',
    marketing: match[4] === '1',
    decidedAt: new Date(Number(match[5])).toISOString(),
  };
}

function readLocal(): StoredChoice | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredChoice & { expiresAt?: number };
    if (typeof parsed.expiresAt !== 'number' || parsed.expiresAt < Date.now()) return null;
    const { analytics, personalization, marketing, policyVersion, decidedAt } = parsed;
    if (![analytics, personalization, marketing].every((v) => typeof v === 'boolean')) return null;
    return { analytics, personalization, marketing, policyVersion, decidedAt };
  } catch {
    return null;
  }
}

function writeCopies(choice: StoredChoice | null) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  if (!choice) {
    document.cookie = `${COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Storage may be unavailable (private mode); the cookie and the server still hold it.
    }
    return;
  }
  const bits = [choice.analytics, choice.personalization, choice.marketing].map((v) => (v ? 1 : 0)).join('');
  const value = `v1.${choice.policyVersion}.${bits}.${Date.parse(choice.decidedAt) || Date.now()}`;
  document.cookie = `${COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${CONSENT_TIMING.cookieMaxAgeSeconds}; SameSite=Lax${secure}`;
  try {
    const expiresAt = Date.now() + CONSENT_TIMING.localCopyDays * 24 * 60 * 60 * 1000;
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...choice, expiresAt }));
  } catch {
    // As above: failures of local storage are silent; the cookie and the server still hold it.
  }
}

/** The newer of two choices. */
const newer = (a: StoredChoice | null, b: StoredChoice | null) =>
  !a ? b : !b ? a : Date.parse(b.decidedAt) > Date.parse(a.decidedAt) ? b : a;

let current: StoredChoice | null = null;
let started = false;
const listeners = new Set<() => void>();

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  gtagConsent('default', consentModeOf(null));
  current = newer(readCookie(), readLocal());
  if (current) gtagConsent('update', consentModeOf(current));
}

/** Replaces the choice in this browser (and its copies); the caller records it on the server. */
export function setLocalChoice(choice: StoredChoice | null) {
  start();
  current = choice;
  writeCopies(choice);
  gtagConsent('update', consentModeOf(choice));
  for (const listener of listeners) listener();
}

export function localChoice(): StoredChoice | null {
  start();
  return current;
}

/** The choice to act on: only one made under the current policy counts. */
export const effectiveChoice = (choice: StoredChoice | null) =>
  choice && choice.policyVersion === CONSENT_POLICY_VERSION ? choice : null;

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The viewer's consent as it stands, and what it allows. */
export function useConsent() {
  const stored = useSyncExternalStore(subscribe, localChoice, () => null);
  const choice = effectiveChoice(stored);
  return { choice, ...consentEffects(choice) };
}

/** For tests: forget the module's state. */
export function resetConsentForTests() {
  resetCookieSettingsForTests();
  started = false;
  current = null;
  listeners.clear();
}

import { consentEffects, MAX_BROWSING_SESSIONS } from '#common/consent';
import { effectiveChoice, localChoice } from './consent';

/**
 * The in-app interest tracker (decision 0018): with
 * personalization consent only, it notes the categories, interests, brands and searches the
 * signed-in user looks at inside GiftLens, keeps at most 100 browsing sessions on this device,
 * and hands the sum to whoever registered to send it (the consent feature, for the user's own
 * member record). It reads no other site's data: a browser cannot.
 */
export type InterestKind = 'category' | 'interest' | 'brand' | 'search';

interface BrowsingSession {
  id: string;
  startedAt: number;
  category: string[];
  interest: string[];
  brand: string[];
  search: string[];
}

export interface BrowsingSummary {
  interests: string[];
  shoppingBehavior: { categoriesViewed: string[]; searchedProducts: string[]; brandPreferences: string[] };
  deviceInfo: { isMobile: boolean; preferredTime: 'morning' | 'evening' };
  browsingSessions: number;
}

const STORAGE_KEY = 'giftlens.browsing';
const SESSION_KEY = 'giftlens.browsingSession';
const PER_LIST = 30;

let flusher: ((summary: BrowsingSummary) => void) | null = null;
let timer: number | undefined;

const allowed = () => consentEffects(effectiveChoice(localChoice())).tracking;

function readSessions(): BrowsingSession[] {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as BrowsingSession[]) : [];
  } catch {
    return [];
  }
}

function writeSessions(sessions: BrowsingSession[]) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(sessions.slice(-MAX_BROWSING_SESSIONS)));
  } catch {
    // Storage full or unavailable: the tracker is optional, so the failure is logged nowhere.
  }
}

function sessionId(): string {
  try {
    let id = window.sessionStorage.getItem(SESSION_KEY);
    if (!id) {
      id = crypto.randomUUID();
      window.sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  } catch {
    return 'no-session-storage';
  }
}

/** The sum over the kept sessions, most recent first, each list capped. */
export function browsingSummary(): BrowsingSummary {
  const sessions = readSessions();
  const collect = (kind: InterestKind) => {
    const seen = new Set<string>();
    for (const s of [...sessions].reverse()) for (const v of s[kind] ?? []) seen.add(v);
    return [...seen].slice(0, PER_LIST);
  };
  const hour = new Date().getHours();
  return {
    interests: collect('interest'),
    shoppingBehavior: {
      categoriesViewed: collect('category'),
      searchedProducts: collect('search'),
      brandPreferences: collect('brand'),
    },
    deviceInfo: {
      isMobile: window.matchMedia?.('(max-width: 48em)').matches ?? false,
      preferredTime: hour < 12 ? 'morning' : 'evening',
    },
    browsingSessions: sessions.length,
  };
}

/** Notes something the user looked at; does nothing at all without personalization consent. */
export function noteInterest(kind: InterestKind, label: string) {
  const value = label.trim().slice(0, 80);
  if (!value || !allowed()) return;
  const sessions = readSessions();
  const id = sessionId();
  let current = sessions.find((s) => s.id === id);
  if (!current) {
    current = { id, startedAt: Date.now(), category: [], interest: [], brand: [], search: [] };
    sessions.push(current);
  }
  const list = current[kind];
  if (!list.includes(value)) {
    list.push(value);
    if (list.length > PER_LIST) list.shift();
  }
  writeSessions(sessions);
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    if (flusher && allowed()) flusher(browsingSummary());
  }, 3000);
}

/** Forgets everything noted on this device (on withdrawal). */
export function clearBrowsing() {
  window.clearTimeout(timer);
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // As above.
  }
}

/** Who sends the summary; one at a time. Returns the unregister function. */
export function registerBrowsingFlusher(send: (summary: BrowsingSummary) => void) {
  flusher = send;
  return () => {
    if (flusher === send) flusher = null;
  };
}

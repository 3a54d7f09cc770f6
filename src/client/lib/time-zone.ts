/** This browser's IANA time zone, or null when it does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

const CHOSEN_KEY = 'giftlens.timeZoneChosen';

/** Every IANA time zone this browser knows, for a picker (the browser's own first if it lists none). */
export function knownTimeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const zones = typeof supported === 'function' ? supported('timeZone') : [];
  const own = browserTimeZone();
  return own && !zones.includes(own) ? [own, ...zones] : zones.length > 0 ? zones : ['UTC'];
}

/** The person picked their time zone on this device: the browser's is not sent over it again. */
export function rememberTimeZoneChosen(): void {
  try {
    window.localStorage.setItem(CHOSEN_KEY, '1');
  } catch {
    // Storage may be off (private windows): the choice still stands on the account.
  }
}

export function timeZoneWasChosen(): boolean {
  try {
    return window.localStorage.getItem(CHOSEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Opening Cookie settings from anywhere (the footer, the account page) without loading the
 * consent code on first paint: the consent banner, loaded for signed-in users, listens. A press
 * made before it has loaded is remembered and honoured when it mounts (`takePendingOpen`), so
 * an early tap is never lost.
 */
export const COOKIE_SETTINGS_EVENT = 'giftlens:cookie-settings';

/** A press waits this long for the consent part to load; later it is no longer what was asked. */
const PENDING_MS = 10_000;
let pendingAt: number | null = null;
let listening = 0;

export function openCookieSettings() {
  if (listening === 0) pendingAt = Date.now();
  window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT));
}

/** The banner says it listens; answers whether a press came, not long before it did. */
export function takePendingOpen(): boolean {
  listening += 1;
  const was = pendingAt !== null && Date.now() - pendingAt < PENDING_MS;
  pendingAt = null;
  return was;
}

/** Tests start with no press waiting and nobody listening. */
export function resetCookieSettingsForTests() {
  pendingAt = null;
  listening = 0;
}

export function stopListening() {
  listening = Math.max(0, listening - 1);
}

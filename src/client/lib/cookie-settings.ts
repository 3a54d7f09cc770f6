/**
 * Opening Cookie settings from anywhere (the footer, the account page) without loading the
 * consent code on first paint: the consent banner, loaded for signed-in users, listens. A press
 * made before it has loaded is remembered and honoured when it mounts (`takePendingOpen`), so
 * an early tap is never lost.
 */
export const COOKIE_SETTINGS_EVENT = 'giftlens:cookie-settings';

let pending = false;
let listening = 0;

export function openCookieSettings() {
  if (listening === 0) pending = true;
  window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT));
}

/** The banner says it listens; answers whether a press came before it did. */
export function takePendingOpen(): boolean {
  listening += 1;
  const was = pending;
  pending = false;
  return was;
}

export function stopListening() {
  listening = Math.max(0, listening - 1);
}

/**
 * Opening Cookie settings from anywhere (the footer, the account page) without loading the
 * consent code on first paint: the consent banner, loaded for signed-in users, listens.
 */
export const COOKIE_SETTINGS_EVENT = 'giftlens:cookie-settings';

export function openCookieSettings() {
  window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT));
}

import { useEffect } from 'react';

/** Heard by public/app-boot.js, which holds a button pressed before the app ran. */
export const APP_READY_EVENT = 'giftlens:app-ready';

/**
 * Marks the prerendered elements `[data-app-part="<part>"]` as running (`data-app-ready`) once
 * this component has hydrated, and says so: public/app-boot.js then presses again a button
 * inside them that a visitor pressed before the app ran. Added after hydration, so the HTML the
 * app hydrates still matches the prerendered page.
 */
export function useAppReady(part: string) {
  useEffect(() => {
    for (const element of document.querySelectorAll(`[data-app-part="${part}"]`)) {
      element.setAttribute('data-app-ready', '');
    }
    window.dispatchEvent(new Event(APP_READY_EVENT));
  }, [part]);
}

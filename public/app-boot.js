// The landing page and the signed-in dashboard paint from server-rendered HTML, and their links
// work without script. The app (data-app: its entry, then what it loads first) is fetched
// once the page idles, and runs when the visitor first reaches for it: a tap, a key, focus. A
// phone spends nothing on it before the page is usable; a button pressed before the app is ready
// is pressed again once it runs.
(() => {
  const files = document.currentScript?.dataset.app?.split(' ');
  const app = files?.[0];
  if (!app) return;
  const READY = 'giftlens:app-ready'; // APP_READY_EVENT in src/client/lib/app-ready.ts
  // A native popover's button says whether it is open before the app runs, too.
  document.addEventListener(
    'toggle',
    (event) => {
      const id = event.target instanceof HTMLElement ? event.target.id : '';
      for (const button of id
        ? document.querySelectorAll(`[popovertarget="${id}"]:not([popovertargetaction="hide"])`)
        : [])
        button.setAttribute('aria-expanded', String(event.newState === 'open'));
    },
    true,
  );
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(app).catch(() => {
      // Offline or a stale page after a release: a reload fetches the page and app anew.
      window.location.reload();
    });
  };

  // Arriving with something to show at once (a sign-in error in the address, an anchor), start now.
  if (window.location.search || window.location.hash) {
    start();
    return;
  }
  // Controls marked data-app-native (the sign-in menu, the demo sign-in form) are the browser's
  // own: touching them needs no app, and starting it then would only hold up their answer.
  const native = (target) => target instanceof Element && target.closest('[data-app-native]') !== null;
  const firstTouch = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  const onFirstTouch = (event) => {
    if (native(event.target)) return;
    for (const type of firstTouch) window.removeEventListener(type, onFirstTouch, true);
    start();
  };
  for (const type of firstTouch)
    window.addEventListener(type, onFirstTouch, { capture: true, passive: true });

  // A button clicked before its part of the page runs (src/client/lib/app-ready.ts marks the
  // parts that do) is held, shown as busy, and clicked again once it runs. Links need no app:
  // they navigate as they are.
  // Buttons the app renders later belong to no prerendered part and pass untouched.
  const running = (button) =>
    native(button) || (button.closest('[data-app-part]')?.hasAttribute('data-app-ready') ?? true);
  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || running(button)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (button.getAttribute('aria-busy') === 'true') return;
      button.setAttribute('aria-busy', 'true');
      start();
      const release = () => {
        window.removeEventListener(READY, onReady);
        button.removeAttribute('aria-busy');
      };
      const onReady = () => {
        if (!running(button)) return;
        release();
        // After the app's own start-up work, not inside it: React hydrates the button's part
        // on the spot for a click then, which it cannot do in the middle of committing.
        setTimeout(() => button.click(), 0);
      };
      window.addEventListener(READY, onReady);
      // Never busy for good: if the app cannot start, the button is free to press again.
      setTimeout(release, 15000);
    },
    true,
  );

  // Fetched, not run, once the page is idle: the first tap then waits for no download.
  window.addEventListener('load', () => {
    const idle = window.requestIdleCallback ?? ((fn) => setTimeout(fn, 1));
    idle(() => {
      for (const href of files) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = href;
        link.as = 'script';
        link.crossOrigin = '';
        document.head.append(link);
      }
    });
  });
})();

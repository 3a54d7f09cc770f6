// Runs before the first paint, so a dark-mode system never flashes a light page. It also follows
// the system's scheme as it changes on the landing page, where the app starts only on a first tap
// (public/app-boot.js); once running, Mantine does the same.
(() => {
  try {
    const dark = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = () => {
      const stored = localStorage.getItem('mantine-color-scheme-value');
      const scheme = stored === 'light' || stored === 'dark' ? stored : dark.matches ? 'dark' : 'light';
      document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
    };
    apply();
    dark.addEventListener('change', apply);
  } catch (_) {
    // no storage or matchMedia: Mantine picks the scheme once it starts
  }
})();

// Runs before the first paint, so a dark-mode system never flashes a light page.
(() => {
  try {
    const stored = localStorage.getItem('mantine-color-scheme-value');
    const scheme =
      stored === 'light' || stored === 'dark'
        ? stored
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch (_) {
    // no storage or matchMedia: Mantine picks the scheme once it starts
  }
})();

// Every style a page can show before the app's code runs: the prerendered landing page, a
// server-rendered dashboard, and the shell app/boot.tsx paints all use this one stylesheet (the
// header's CSS module comes with that shell). A CSS module that only the app's own chunk imports
// would arrive with that chunk, after those pages paint: such styles belong in global.css
// (scripts/build-server.mjs refuses a build where the app's start brings styles of its own).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { boot } from './app/boot';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void boot(container);

// Installable app with a share target (public/sw.js caches only hashed static files). Registered
// after load, from the built app only, so it costs the first page nothing.
// On the landing page the app starts after load (public/app-boot.js): register at once then.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .catch((err) => console.warn('Service worker not registered', err));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register());
}

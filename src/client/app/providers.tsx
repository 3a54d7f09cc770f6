// The styles are imported by main.tsx: the pages painted before the app runs need them too.
import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { type RenderClock, RenderClockProvider } from '../lib/render-clock';

export const theme = createTheme({
  primaryColor: 'violet',
  // People who ask their system for less motion get no dialog or menu animations.
  respectReducedMotion: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    // Icon-only close buttons need a name for screen readers. Plain objects rather than
    // Modal.extend(): importing the components here would put them in the first load.
    // A dialog's title outranks the headings inside it. A dialog's top bar is drawn as a
    // <header>, which would count as a second page banner landmark: it gets no role.
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close dialog' },
        attributes: { header: { role: 'none' } },
      },
      styles: { title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } },
    },
    Drawer: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close menu' },
        attributes: { header: { role: 'none' } },
      },
    },
    // A loader is named by its aria-label ("Loading gift ideas"); ARIA permits a name only on
    // an element with a role, and a status is what a loader is.
    Loader: { defaultProps: { role: 'status' } },
    // An open menu focuses its first item; the hidden focus placeholder it would leave instead is
    // an empty tab stop screen readers announce (issue 36). Every menu, not one at a time.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

// Mantine's 'dimmed' grey is below WCAG AA contrast on the page (4.0:1 in dark mode); one
// shade stronger passes in both schemes.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Light badges draw orange, teal and yellow text in shade 9, still under 4.5:1 on their tint
  // at badge size; a deeper tone of the same hue passes.
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Field errors in red-6 are 3.3:1 on white; red-8 passes, and red-4 in the dark scheme.
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-orange-light-color': '#a13608',
    '--mantine-color-teal-light-color': '#05664a',
    '--mantine-color-yellow-light-color': '#8a5a00',
    '--mantine-color-green-light-color': '#1f6b2c',
    // White on red-6 is 3.3:1: filled red buttons (Delete, Leave) use red-8 (4.5:1), red-9 hovered.
    '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
    '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
    // Light violet buttons hovered went to violet-2, 4.3:1 under their text; violet-1 is 5.4:1.
    '--mantine-color-violet-light-hover': 'var(--mantine-color-violet-1)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});

// Above the router's error boundaries: toasts that cannot load (offline) are left out, rather
// than taking the app down with them.
const LazyToasts = lazy<ComponentType>(() => import('./toasts').catch(() => ({ default: () => null })));

/**
 * Where toasts show, with their animations: loaded once the app has started, as no page needs it
 * to paint. A toast asked for sooner waits in the store (lib/toast.ts) and shows when it joins.
 * Its own component, so that joining re-renders nothing else (app-layout.tsx says why).
 */
function Toasts() {
  const mounted = useMounted();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToasts />
    </Suspense>
  );
}

export function Providers({
  queryClient,
  clock,
  children,
}: {
  queryClient: QueryClient;
  /** A server-rendered page's clock, to hydrate its times as rendered. */
  clock?: RenderClock;
  children: ReactNode;
}) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <RenderClockProvider clock={clock}>{children}</RenderClockProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

import { IconGift } from '@tabler/icons-react';
import headerClasses from './layout/header.module.css';
import classes from './shell-skeleton.module.css';

export type ShellProblem = 'offline' | 'failed';

const PROBLEMS: Record<ShellProblem, [string, string]> = {
  offline: ['You are offline', 'GiftLens needs a connection to load. Reconnect, then reload.'],
  failed: ['GiftLens could not load', 'Reload to try again; what you saved is safe.'],
};

/**
 * What a signed-in page paints while the app's code (the router, the UI kit, the pages) is still
 * on its way: the header bar with the logo, and the loader the app itself shows next. Plain
 * elements on Mantine's CSS, so it needs neither; boot.tsx swaps in the app when it arrives, or
 * says what went wrong (`problem`) if it cannot.
 */
export function ShellSkeleton({ problem }: { problem?: ShellProblem }) {
  return (
    <div className={classes.page}>
      <header className={headerClasses.header}>
        <div className={classes.bar}>
          <a href="/" className={classes.logo} aria-label="GiftLens home">
            <IconGift size={26} color="var(--mantine-color-violet-6)" aria-hidden />
            <span className={classes.wordmark}>GiftLens</span>
          </a>
        </div>
      </header>
      <main id="main" className={classes.main}>
        {problem ? (
          <div className={classes.status} role="alert">
            <h1 className={classes.title}>{PROBLEMS[problem][0]}</h1>
            <p className={classes.message}>{PROBLEMS[problem][1]}</p>
            <button type="button" className={classes.reload} onClick={() => window.location.reload()}>
              Reload
            </button>
          </div>
        ) : (
          <div className={classes.status} role="status" aria-live="polite" aria-label="Loading GiftLens…">
            {/* Every page has a level-one heading, the one still loading too (global.css hides it). */}
            <h1 className="visually-hidden">Loading GiftLens…</h1>
            <span className={classes.spinner} />
          </div>
        )}
      </main>
    </div>
  );
}

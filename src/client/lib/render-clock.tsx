import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/** The moment, language and time zone a server-rendered page was rendered with. */
export interface RenderClock {
  /** Milliseconds since the epoch. */
  now: number;
  locale: string;
  timeZone: string;
}

const RenderClockContext = createContext<RenderClock | null>(null);

/**
 * Relative times ("5 minutes ago") and dates depend on when and where they are rendered. A
 * page the server rendered (src/client/prerender.tsx) carries its clock, and the browser
 * hydrates with that same clock, so the text matches the HTML; right after hydration this
 * provider lets go and every time shows the browser's own now, language and zone.
 */
export function RenderClockProvider({ clock, children }: { clock?: RenderClock; children: ReactNode }) {
  const [value, setValue] = useState<RenderClock | null>(clock ?? null);
  useEffect(() => setValue(null), []);
  return <RenderClockContext.Provider value={value}>{children}</RenderClockContext.Provider>;
}

/** What to hand `relativeTime`: the render's clock while hydrating, else the browser's. */
export function useRenderClock(): { now: Date; locale?: string; timeZone?: string } {
  const clock = useContext(RenderClockContext);
  return clock
    ? { now: new Date(clock.now), locale: clock.locale, timeZone: clock.timeZone }
    : { now: new Date() };
}

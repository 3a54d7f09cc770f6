/** What jsdom lacks: `window.matchMedia`'s answer for `query`, matching or not. */
export const mediaQueryList = (query: string, matches: boolean) => ({
  matches,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});

/** The max-width (in em, as Mantine writes them) a query asks for, if any, in px. */
const maxWidthPx = (query: string) => {
  const max = /max-width:\s*([\d.]+)em/.exec(query);
  return max ? Number(max[1]) * 16 : null;
};

/** A screen `width` px wide: queries on max-width answer as a browser of that width would. */
export const screenOf = (width: number) => (query: string) => {
  const max = maxWidthPx(query);
  return mediaQueryList(query, max !== null && width <= max);
};

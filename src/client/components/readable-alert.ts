/**
 * Styles for a light Mantine Alert whose title would otherwise be its colour on its own tint,
 * too faint to read (WCAG contrast) for yellow, teal or green: the title takes the text colour.
 */
export const READABLE_ALERT = { title: { color: 'var(--mantine-color-text)' } };

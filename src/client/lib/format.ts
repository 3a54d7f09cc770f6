/** Two-letter initials: first letters of the first two words, else the first two letters. */
export function initials(name: string, fallback?: string | null): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
  const single = words[0] ?? fallback ?? '?';
  return single.slice(0, 2).toUpperCase();
}

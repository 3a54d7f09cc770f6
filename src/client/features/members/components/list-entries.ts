/** Adds an interest: trimmed, empty ignored, duplicates (any case) rejected. Returns the error, if any. */
export function addInterest(list: string[], raw: string): { list: string[]; error: string | null } {
  const value = raw.trim();
  if (!value) return { list, error: null };
  if (list.some((i) => i.toLowerCase() === value.toLowerCase())) {
    return { list, error: `"${value}" is already in the list` };
  }
  return { list: [...list, value], error: null };
}

/** Case-insensitive de-duplication, first spelling kept (applied when the edit dialog opens). */
export function uniqueInterests(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((i) => {
    const key = i.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { type SetURLSearchParams, useSearchParams } from 'react-router';
import { noteInterest } from './interest-tracker';

/** A positive whole id from a query parameter, or undefined for anything else. */
export function idFrom(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Sets one query parameter (null or '' removes it), replacing the history entry. */
export function setSearchParam(setParams: SetURLSearchParams, key: string, value: string | null) {
  setParams(
    (current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    },
    { replace: true },
  );
}

/**
 * A page's filters kept in the address: `params`, `set(key, value)`, and a search box whose
 * text goes to `?q=` (and, with consent, to the interest tracker) once typing pauses.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), 300);
  const set = (key: string, value: string | null) => setSearchParam(setParams, key, value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the URL
  useEffect(() => {
    set('q', q || null);
    if (q) noteInterest('search', q);
  }, [q]);
  return { params, setParams, set, search, setSearch, q };
}

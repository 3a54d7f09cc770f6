import { useMantineColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsQuery } from '../api/account';
import { colorSchemeOf } from './privacy-card';

/**
 * Applies the theme saved in the account once it has loaded, so it follows the person to
 * every device they sign in on (this browser also remembers it for its first paint).
 */
export function ThemeSync() {
  const { data } = useQuery(settingsQuery());
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const wanted = data ? colorSchemeOf(data.theme) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the saved theme changes, not on every local switch
  useEffect(() => {
    if (wanted && wanted !== colorScheme) setColorScheme(wanted);
  }, [wanted]);
  return null;
}

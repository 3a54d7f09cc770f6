import { Center, Loader } from '@mantine/core';

/**
 * What a page shows in its place while it loads. It says so in a level-one heading too (seen by
 * screen readers only): every page has one, this one as well.
 */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-live="polite" aria-label={label} data-page-loader="">
      <h1 className="visually-hidden">{label}</h1>
      <Loader aria-hidden />
    </Center>
  );
}

import { Center, Loader } from '@mantine/core';

export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-live="polite" aria-label={label} data-page-loader="">
      <Loader aria-hidden />
    </Center>
  );
}

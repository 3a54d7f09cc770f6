import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useCallback } from 'react';

/**
 * The bookmarklet's code: from any shop's page it opens GiftLens's share page in a new tab with
 * that page's address and title, where the person adds it to their wishlist (issue 31).
 */
export function bookmarkletCode(origin: string): string {
  const target = JSON.stringify(`${origin}/share?url=`);
  return `javascript:(()=>{window.open(${target}+encodeURIComponent(location.href)+'&title='+encodeURIComponent(document.title),'_blank','noopener')})()`;
}

/**
 * "Save from any shop": a button to drag to the bookmarks bar (a desktop's; phones share the page
 * to GiftLens instead). React refuses `javascript:` in href, so the address is set on the element.
 */
export function SaveFromAnyShop() {
  const code = bookmarkletCode(window.location.origin);
  const attach = useCallback((el: HTMLAnchorElement | null) => el?.setAttribute('href', code), [code]);
  return (
    <Paper withBorder radius="md" p="md" visibleFrom="sm" component="aside" aria-label="Save from any shop">
      <Stack gap={6}>
        <Text fw={600}>Save from any shop</Text>
        <Text size="sm" c="dimmed">
          Drag this button to your bookmarks bar. On a shop's page, click it to add the product to your
          wishlist. On a phone, share the page to GiftLens instead.
        </Text>
        <Button
          component="a"
          ref={attach}
          onClick={(e: React.MouseEvent) => e.preventDefault()}
          draggable
          variant="light"
          leftSection={<IconBookmarkPlus size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          title="Drag me to your bookmarks bar"
        >
          + GiftLens
        </Button>
      </Stack>
    </Paper>
  );
}

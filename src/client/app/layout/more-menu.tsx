import { Group, Menu, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import classes from './header.module.css';
import { isCurrent, moreSections, type NavItem } from './nav-links';

/** Below this the header's bar leaves its `bar-wide` links to More (header.module.css, Mantine's lg). */
const NARROW_BAR = '(max-width: 74.99375em)';

/** A page in a menu; the one showing marked (aria-current, by NavLink) as in the bar (header.module.css). */
export function PageItem({ item, current, icon }: { item: NavItem; current: boolean; icon?: ReactNode }) {
  return (
    <Menu.Item component={RouterNavLink} to={item.to} leftSection={icon} fw={current ? 600 : undefined}>
      {item.label}
    </Menu.Item>
  );
}

/**
 * The header's More menu: the pages the bar has no room for, by group. Marked like a current
 * link while the page showing is one of them; the page itself is marked in the menu.
 */
export function MoreMenu() {
  const { pathname } = useLocation();
  const sections = moreSections({ narrow: useMediaQuery(NARROW_BAR) });
  const holdsCurrent = sections.some((section) => section.items.some((item) => isCurrent(item, pathname)));
  return (
    <Menu position="bottom-start" width={220} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.link} data-active={holdsCurrent || undefined}>
          <Group component="span" gap={4} wrap="nowrap">
            More
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {sections.map((section, index) => (
          <Fragment key={section.group}>
            {index > 0 && <Menu.Divider />}
            <Menu.Label>{section.label}</Menu.Label>
            {section.items.map((item) => (
              <PageItem key={item.name} item={item} current={isCurrent(item, pathname)} />
            ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { FamilyMember } from '#common/members';
import { occasionLabel } from '#common/occasion-label';
import type { UpcomingOccasion } from '#common/occasions';
import type { WishlistItem } from '#common/wishlists';
import { EmptyState } from '../../../components/empty-state';
import { GiftIllustration } from '../../../components/illustrations';
import { useCurrentFamily } from '../../../lib/current-family';
import { useRenderClock } from '../../../lib/render-clock';
import { idFrom, setSearchParam } from '../../../lib/url-state';
import { familyMembersQuery, familyOccasionsQuery, familyWishlistsQuery } from '../api/wishlists';
import { WishlistSkeleton } from './member-wishlist-card';
import { SaveFromAnyShop } from './save-from-any-shop';
import { WishlistItemDialog } from './wishlist-item-dialog';
import { WishlistList } from './wishlist-list';

/** The whole switch row (track and label) is the 44 px tap target on phones (global.css). */
const TAP_SWITCH = { body: 'tap-target' };

/** "Sat, Dec 12": a calendar day in the reader's language (a day has no time zone: UTC). */
const formatDay = (iso: string, locale?: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).toLocaleDateString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
};

const labelOf = (o: UpcomingOccasion) =>
  occasionLabel({
    kind: o.kind,
    title: o.title,
    memberName: o.memberName,
    otherMemberName: o.otherMemberName,
  });

/** The family's own occasions of the coming year, each once (holidays have no wishlist items). */
export function occasionChoices(upcoming: readonly UpcomingOccasion[], locale?: string) {
  const seen = new Set<number>();
  const choices: { value: string; label: string; name: string }[] = [];
  for (const o of upcoming) {
    if (o.id === null || seen.has(o.id)) continue;
    seen.add(o.id);
    choices.push({
      value: String(o.id),
      label: `${labelOf(o)} · ${formatDay(o.date, locale)}`,
      name: labelOf(o),
    });
  }
  return choices;
}

interface MemberGroup {
  member: Pick<FamilyMember, 'id' | 'name' | 'canEdit' | 'isSelf'>;
  items: WishlistItem[];
}

/** Items by member, in the family list's order; a member the list does not know still shows. */
export function groupByMember(
  items: readonly WishlistItem[],
  members: readonly FamilyMember[],
  withEmpty: boolean,
): MemberGroup[] {
  const byMember = new Map<number, WishlistItem[]>();
  for (const item of items)
    byMember.set(item.familyMemberId, [...(byMember.get(item.familyMemberId) ?? []), item]);
  const groups: MemberGroup[] = members
    .map((member) => ({ member, items: byMember.get(member.id) ?? [] }))
    .filter((g) => withEmpty || g.items.length > 0);
  const known = new Set(members.map((m) => m.id));
  for (const [id, list] of byMember) {
    if (!known.has(id))
      groups.push({ member: { id, name: 'A family member', canEdit: false, isSelf: false }, items: list });
  }
  return groups;
}

function PageSkeleton() {
  return (
    <Stack gap="md">
      {[0, 1].map((n) => (
        <Paper key={n} withBorder radius="md" p="md">
          <Skeleton h={18} w={140} mb="sm" />
          <WishlistSkeleton label={n === 0 ? 'Loading wishlists' : ''} />
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The Wishlists page: every member's wishes grouped by member, filtered by occasion and by what
 * is still to get (both kept in the address: `?occasion=12&unclaimed=1`).
 */
export function WishlistsView() {
  const { locale } = useRenderClock();
  const { currentFamily, isLoading: familyLoading } = useCurrentFamily();
  const [params, setParams] = useSearchParams();
  const occasionId = idFrom(params.get('occasion'));
  const unclaimed = params.get('unclaimed') === '1';
  const filtered = occasionId !== undefined || unclaimed;
  const familyId = currentFamily?.id ?? 0;
  const enabled = familyId > 0;

  const members = useQuery({ ...familyMembersQuery(familyId), enabled });
  const occasions = useQuery({ ...familyOccasionsQuery(familyId), enabled });
  const items = useQuery({
    ...familyWishlistsQuery(familyId, { occasionId, unclaimed: unclaimed ? '1' : undefined }),
    enabled,
    // The last answer stays while a new filter's loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });
  const [adding, setAdding] = useState<{ id: number; name: string } | null>(null);
  const [addOpened, setAddOpened] = useState(false);
  const add = (member: { id: number; name: string }) => {
    setAdding({ id: member.id, name: member.name });
    setAddOpened(true);
  };

  const choices = occasionChoices(occasions.data ?? [], locale);
  if (occasionId && !choices.some((c) => c.value === String(occasionId)))
    choices.push({ value: String(occasionId), label: 'The chosen occasion', name: 'The chosen occasion' });
  const labels = new Map(choices.map((c) => [Number(c.value), c.name]));
  const self = members.data?.find((m) => m.isSelf && m.canEdit);
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('occasion');
        next.delete('unclaimed');
        return next;
      },
      { replace: true },
    );

  const content = () => {
    if (familyLoading || items.isPending || members.isPending) return <PageSkeleton />;
    if (items.isError || members.isError) {
      return (
        <Alert color="red" variant="light" title="Wishlists could not be loaded">
          {(items.error ?? members.error)?.message}
        </Alert>
      );
    }
    if (items.data.length === 0) {
      return filtered ? (
        <EmptyState
          illustration={<GiftIllustration size={110} />}
          title="Nothing matches these filters"
          action={
            <Button variant="light" onClick={clear}>
              Show every wish
            </Button>
          }
        >
          {unclaimed
            ? 'Everything here is already claimed, or nobody has wished for anything yet.'
            : 'No one has wished for anything for this occasion yet.'}
        </EmptyState>
      ) : (
        <EmptyState
          illustration={<GiftIllustration />}
          title="No wishes yet"
          action={
            self && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => add(self)}>
                Add to my wishlist
              </Button>
            )
          }
        >
          No wishes yet: add what you would like, or ask your family to.
        </EmptyState>
      );
    }
    const groups = groupByMember(items.data, members.data, !filtered);
    return (
      <Stack gap="md" aria-busy={items.isPlaceholderData || undefined}>
        {groups.map(({ member, items: theirs }) => (
          <Paper
            key={member.id}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-labelledby={`wishlist-of-${member.id}`}
          >
            <Stack gap="sm">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Title
                  order={2}
                  size="h4"
                  id={`wishlist-of-${member.id}`}
                  style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  <Anchor
                    component={Link}
                    to={`/family-profiles/${member.id}`}
                    inherit
                    className="tap-target"
                  >
                    {member.isSelf ? `${member.name} (you)` : member.name}
                  </Anchor>
                </Title>
                {member.canEdit && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    className="tap-target"
                    style={{ flexShrink: 0 }}
                    leftSection={<IconPlus size={14} aria-hidden />}
                    aria-label={`Add item to ${member.name}'s wishlist`}
                    onClick={() => add(member)}
                  >
                    Add item
                  </Button>
                )}
              </Group>
              {theirs.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {member.isSelf
                    ? 'Nothing on your wishlist yet.'
                    : `Nothing on ${member.name}'s wishlist yet.`}
                </Text>
              ) : (
                <WishlistList items={theirs} member={member} occasionLabels={labels} />
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Wishlists</Title>
        <Text c="dimmed">
          What everyone in the family would like. Who is getting what stays hidden from the person it is for.
        </Text>
      </div>
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Occasion"
            placeholder="Any occasion"
            clearable
            data={choices.map(({ value, label }) => ({ value, label }))}
            value={occasionId ? String(occasionId) : null}
            onChange={(value) => setSearchParam(setParams, 'occasion', value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Switch
            label="Not yet claimed"
            description="Only what is still to get (your own wishes are left out)"
            classNames={TAP_SWITCH}
            checked={unclaimed}
            onChange={(e) => setSearchParam(setParams, 'unclaimed', e.currentTarget.checked ? '1' : null)}
          />
        </Grid.Col>
      </Grid>
      {content()}
      <SaveFromAnyShop />
      {adding && (
        <WishlistItemDialog opened={addOpened} onClose={() => setAddOpened(false)} member={adding} />
      )}
    </Stack>
  );
}

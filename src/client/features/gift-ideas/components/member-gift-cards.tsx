import { ActionIcon, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconSparkles, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatPrice, giftStatusOf } from '#common/gifts/schemas';
import type { FamilyMember } from '#common/members';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api';
import { memberGiftIdeasQuery, useDeleteGift } from '../api/gift-ideas';
import { GenerateGiftsDialog } from './generate-gifts-dialog';

export const MEMBER_PAGE_IDEAS = 5;
const isPrivate = (err: unknown) => err instanceof ApiError && err.status === 403;

/** Activity Summary's "Gift ideas": the count the viewer may see, or — when they are private. */
export function GiftIdeaCount({ member }: { member: FamilyMember }) {
  const ideas = useQuery(memberGiftIdeasQuery(member.id));
  if (ideas.isLoading) return <Loader size="xs" aria-label="Counting gift ideas" />;
  return <>{ideas.data ? String(ideas.data.length) : '—'}</>;
}

const STATUS_TEXT = { purchased: 'Purchased', considered: 'Considering', available: null } as const;

/** The member page's Gift Ideas: the first five (with delete), and the generator. */
export function MemberGiftIdeasCard({ member }: { member: FamilyMember }) {
  const ideas = useQuery(memberGiftIdeasQuery(member.id));
  const remove = useDeleteGift();
  const [generating, setGenerating] = useState(false);
  const hidden = isPrivate(ideas.error);
  return (
    <SectionCard
      title="Gift Ideas"
      action={
        !hidden && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconSparkles size={14} aria-hidden />}
            onClick={() => setGenerating(true)}
          >
            Generate
          </Button>
        )
      }
    >
      {ideas.isLoading ? (
        <Loader size="sm" aria-label="Loading gift ideas" />
      ) : hidden ? (
        <Text size="sm" c="dimmed">
          {member.name}'s gift ideas are kept private.
        </Text>
      ) : ideas.isError ? (
        <Text size="sm" c="red">
          Gift ideas could not be loaded.
        </Text>
      ) : !ideas.data?.length ? (
        <Text size="sm" c="dimmed">
          No gift ideas for {member.name} yet. Generate some: they are explained from what GiftLens knows.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {ideas.data.slice(0, MEMBER_PAGE_IDEAS).map((idea) => {
            const status = giftStatusOf(idea);
            const statusText = status ? STATUS_TEXT[status] : null;
            return (
              <Group key={idea.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {idea.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[formatPrice(idea.estimatedPrice), `confidence ${idea.aiConfidence}/10`, statusText]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                {idea.canDelete && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    className="tap-target"
                    aria-label={`Delete ${idea.title}`}
                    onClick={() => remove.mutate(idea.id)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
      {!hidden && (
        <Anchor component={Link} to={`/gift-ideas?member=${member.id}`} size="sm">
          All gift ideas for {member.name}
        </Anchor>
      )}
      <GenerateGiftsDialog
        memberId={member.id}
        memberName={member.name}
        opened={generating}
        onClose={() => setGenerating(false)}
      />
    </SectionCard>
  );
}

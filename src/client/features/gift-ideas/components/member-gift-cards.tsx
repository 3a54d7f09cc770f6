import { ActionIcon, Anchor, Loader, Text } from '@mantine/core';
import { IconSparkles, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatPrice, giftStatusOf } from '#common/gifts/schemas';
import type { FamilyMember } from '#common/members';
import { RecordList, RecordRow, RecordsCard } from '../../../components/records-card';
import { SectionActionButton } from '../../../components/section-add-button';
import { memberGiftIdeasQuery, useDeleteGift } from '../api/gift-ideas';
import { GenerateGiftsDialog } from './generate-gifts-dialog';

export const MEMBER_PAGE_IDEAS = 5;

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
  return (
    <>
      <RecordsCard
        title="Gift Ideas"
        query={ideas}
        loadingLabel="Loading gift ideas"
        privateText={`${member.name}'s gift ideas are kept private.`}
        errorText="Gift ideas could not be loaded."
        emptyText={`No gift ideas for ${member.name} yet. Generate some: they are explained from what GiftLens knows.`}
        action={
          <SectionActionButton icon={IconSparkles} onClick={() => setGenerating(true)}>
            Generate
          </SectionActionButton>
        }
        footer={
          <Anchor component={Link} to={`/gift-ideas?member=${member.id}`} size="sm">
            All gift ideas for {member.name}
          </Anchor>
        }
      >
        {(data) => (
          <RecordList>
            {data.slice(0, MEMBER_PAGE_IDEAS).map((idea) => {
              const status = giftStatusOf(idea);
              const statusText = status ? STATUS_TEXT[status] : null;
              return (
                <RecordRow
                  key={idea.id}
                  title={idea.title}
                  meta={
                    <Text size="xs" c="dimmed">
                      {[formatPrice(idea.estimatedPrice), `confidence ${idea.aiConfidence}/10`, statusText]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  }
                  end={
                    idea.canDelete && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        className="tap-target"
                        aria-label={`Delete ${idea.title}`}
                        onClick={() => remove.mutate(idea.id)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    )
                  }
                />
              );
            })}
          </RecordList>
        )}
      </RecordsCard>
      <GenerateGiftsDialog
        memberId={member.id}
        memberName={member.name}
        opened={generating}
        onClose={() => setGenerating(false)}
      />
    </>
  );
}

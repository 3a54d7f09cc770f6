import { ActionIcon, Badge, Button, Card, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { giftReasonText } from '#common/gifts/reason';
import { formatPrice, type GiftIdea, giftStatusOf } from '#common/gifts/schemas';
import { CategoryBadge } from '../../../components/category-badge';
import { useRenderClock } from '../../../lib/render-clock';
import { recordBuyClick, useApprovePurchase, useDeleteGift, useMarkGift } from '../api/gift-ideas';
import { RateButtons, ratingSummary } from './gift-idea-rating';

/** Light badges keep the page's text colour: coloured text on a tint fails contrast. */
const READABLE = { label: { color: 'var(--mantine-color-text)' } };
/** A status is never cut to "Conside…": the badge keeps its width and the title wraps instead. */
const WHOLE = { ...READABLE, root: { flexShrink: 0 } };
/** The whole switch row (track and label) is the 44 px tap target on phones (global.css). */
const TAP_SWITCH = { body: 'tap-target' };

/** Who chose an idea, in words a grandparent reads: the AI, or GiftLens's own catalogue. */
export const SOURCE_LABEL = { ai: 'AI', catalogue: 'GiftLens pick' } as const;
const SOURCE_TITLE = {
  ai: 'Suggested by the AI from what the profile shares',
  catalogue: "Chosen from GiftLens's own catalogue by what the profile shares",
} as const;

export function SourceBadge({ idea }: { idea: Pick<GiftIdea, 'aiGenerated'> }) {
  const source = idea.aiGenerated ? 'ai' : 'catalogue';
  return (
    <Badge
      variant="outline"
      color={idea.aiGenerated ? 'violet' : 'gray'}
      tt="none"
      styles={READABLE}
      title={SOURCE_TITLE[source]}
    >
      {SOURCE_LABEL[source]}
    </Badge>
  );
}

function StatusBadge({ idea }: { idea: GiftIdea }) {
  const status = giftStatusOf(idea);
  if (idea.purchasePending && !idea.isPurchased) {
    return (
      <Badge color="yellow" variant="light" tt="none" styles={WHOLE}>
        Purchase pending approval
      </Badge>
    );
  }
  if (status === 'purchased')
    return (
      <Badge color="green" variant="light" tt="none" styles={WHOLE}>
        Purchased
      </Badge>
    );
  if (status === 'considered')
    return (
      <Badge color="blue" variant="light" tt="none" styles={WHOLE}>
        Considering
      </Badge>
    );
  return null;
}

/** One idea: what, how much, where, why, how sure, its status (not for its own member), and the actions. */
export function GiftIdeaCard({ idea, memberName }: { idea: GiftIdea; memberName?: string }) {
  const mark = useMarkGift();
  const remove = useDeleteGift();
  const approve = useApprovePurchase();
  const { now } = useRenderClock();
  const link = idea.affiliateUrl ?? idea.purchaseUrl;
  const price = formatPrice(idea.estimatedPrice);
  const purchasedOn = Boolean(idea.isPurchased || idea.purchasePending);
  const ratedBy = ratingSummary(idea);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={idea.title}>
      <Stack gap="xs" h="100%">
        {/* The status badge keeps its whole word: next to the title, or under it when both do not fit. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 10rem' }}>
            <Text fw={700} component="h3" size="md" m={0}>
              {idea.title}
            </Text>
            {memberName && (
              <Text size="xs" c="dimmed">
                For {memberName}
              </Text>
            )}
          </Stack>
          <StatusBadge idea={idea} />
        </Group>
        <Group gap={6}>
          <CategoryBadge categoryId={idea.categoryId} />
          <SourceBadge idea={idea} />
        </Group>
        <Text size="sm">{idea.description}</Text>
        <Group gap="md">
          {price && (
            <Text fw={700} aria-label={`Price ${price}`}>
              {price}
            </Text>
          )}
          {idea.retailer && (
            <Text size="sm" c="dimmed">
              at {idea.retailer}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            Confidence {idea.aiConfidence}/10
          </Text>
        </Group>
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            Why this gift
          </Text>
          <Text size="sm">{giftReasonText(idea.reason, now)}</Text>
        </div>
        <div style={{ flex: 1 }} />
        {idea.canMark && (
          <Group gap="md">
            <Switch
              label="Considering"
              classNames={TAP_SWITCH}
              checked={Boolean(idea.isConsidered)}
              disabled={mark.isPending}
              onChange={(e) => mark.mutate({ id: idea.id, isConsidered: e.currentTarget.checked })}
            />
            <Switch
              label="Purchased"
              classNames={TAP_SWITCH}
              checked={purchasedOn}
              disabled={mark.isPending}
              onChange={(e) => mark.mutate({ id: idea.id, isPurchased: e.currentTarget.checked })}
            />
          </Group>
        )}
        {idea.purchasePending && (
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              The family owner approves purchases before they count.
            </Text>
            {idea.canApprove && (
              <Button
                size="compact-xs"
                variant="light"
                loading={approve.isPending}
                onClick={() => approve.mutate(idea.id)}
              >
                Approve purchase
              </Button>
            )}
          </Group>
        )}
        <Group justify="space-between" gap="xs">
          {link ? (
            <Button
              component="a"
              href={link}
              target="_blank"
              rel="sponsored noopener noreferrer"
              size="xs"
              rightSection={<IconExternalLink size={14} aria-hidden />}
              onClick={() => recordBuyClick(idea.id)}
            >
              Buy{idea.retailer ? ` at ${idea.retailer}` : ''}
            </Button>
          ) : (
            <span />
          )}
          {/* The thumbs and Delete stay together on one line, whatever the phone. */}
          <Group gap={4} wrap="nowrap" ml="auto">
            <RateButtons idea={idea} />
            {idea.canDelete && (
              <Tooltip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  className="tap-target"
                  aria-label={`Delete ${idea.title}`}
                  loading={remove.isPending}
                  onClick={() => remove.mutate(idea.id)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        {/* Who rated it, in words, under the thumbs rather than a cryptic "1/0" beside them. */}
        {ratedBy && (
          <Text size="xs" c="dimmed" ta="end">
            {ratedBy}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconClipboard, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { parsePastedAd } from '#common/imports/automation';
import { AD_LIMITS, INSIGHT_PLATFORMS } from '#common/tracked-ads/constants';
import { adFieldsFromSheet } from '#common/tracked-ads/from-sheet';
import { analyzeTargeting, type InsightAnalysis } from '#common/tracked-ads/insights';
import { type CreateTrackedAdInput, createTrackedAdSchema } from '#common/tracked-ads/schemas';
import { FormButtons } from '../../../components/form-buttons';
import { validateWith } from '../../../lib/schema-form';
import { toast, toastError } from '../../../lib/toast';
import { useTrackAd } from '../api/tracked-ads';
import {
  AdditionalDetailsInput,
  CategorySelect,
  MemberSelect,
  NeedsFamily,
  PlatformSelect,
  PriceRangeSelect,
  TargetingReasonsInput,
} from './ad-fields';
import { newAdBody, targetingBody, useScreenshotMarks, useTrackableMembers } from './ad-form';
import { InsightsCard } from './insights-card';
import type { TrackDialogProps } from './quick-track-ad-dialog';
import { type ReadScreenshot, ScreenshotReader } from './screenshot-reader';
import { TargetingInstructions } from './targeting-instructions';

export interface InsightValues {
  familyMemberId: string | null;
  platform: string | null;
  categoryId: string | null;
  priceRange: string | null;
  description: string;
  advertiser: string;
  targetingReasons: string[];
  additionalDetails: string;
  /** The screenshot read, kept as the ad's photo. */
  photo: string | null;
}

export const insightsBody = (v: InsightValues) => ({ ...newAdBody(v), ...targetingBody(v) });

export const REQUIRED_MESSAGE = 'Please fill in all required fields';

/**
 * Track "Why Am I Seeing This Ad?": the ad, who it reached, and the reasons the platform gave.
 * "Analyze Targeting Insights" shows what common/tracked-ads/insights.ts reads from the
 * reasons; the server computes the same analysis and stores it with the ad.
 */
export function InsightsDialog({ onClose, defaultMemberId, sharedImage }: TrackDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const track = useTrackAd('insights');
  const [analysis, setAnalysis] = useState<{ result: InsightAnalysis; reasons: string } | null>(null);
  const form = useForm<InsightValues>({
    initialValues: {
      familyMemberId: defaultMemberId ? String(defaultMemberId) : null,
      platform: null,
      categoryId: null,
      priceRange: null,
      description: '',
      advertiser: '',
      targetingReasons: [],
      additionalDetails: '',
      photo: null,
    },
    validate: validateWith(createTrackedAdSchema, insightsBody),
  });
  const members = useTrackableMembers(form);
  const { isRead, readMark, fill } = useScreenshotMarks(form);

  const fillFromSheet = ({ sheet, photo }: ReadScreenshot) => {
    const fields = adFieldsFromSheet(sheet);
    const filled: Partial<InsightValues> = {
      photo,
      ...(fields.platform && INSIGHT_PLATFORMS.includes(fields.platform)
        ? { platform: fields.platform }
        : {}),
      ...(fields.advertiser ? { advertiser: fields.advertiser } : {}),
      ...(fields.targetingReasons.length ? { targetingReasons: fields.targetingReasons } : {}),
      ...(fields.category ? { categoryId: String(fields.category.id) } : {}),
      ...(form.values.description.trim() ? {} : { description: fields.description }),
    };
    fill(filled);
    if (fields.targetingReasons.length)
      setAnalysis({
        result: analyzeTargeting(fields.targetingReasons),
        reasons: fields.targetingReasons.join('\n'),
      });
  };
  const v = form.values;
  const busy = track.isPending;
  const reasonsKey = v.targetingReasons.join('\n');
  const canAnalyze = v.targetingReasons.length > 0 && Boolean(v.familyMemberId);

  const submit = form.onSubmit(
    (values) =>
      // The form's validation (the same schema) has made sure of member and category.
      track.mutate(insightsBody(values) as CreateTrackedAdInput, {
        onSuccess: () => {
          toast(
            'Ad insights tracked successfully!',
            'GiftLens has saved the ad and what its targeting says.',
          );
          onClose();
        },
      }),
    (errors) => {
      if (errors.familyMemberId || errors.categoryId || errors.description)
        toastError('Error', REQUIRED_MESSAGE);
    },
  );

  return (
    <Modal opened onClose={onClose} title={'Track "Why Am I Seeing This Ad?"'} size="xl" fullScreen={phone}>
      <NeedsFamily>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <ScreenshotReader onRead={fillFromSheet} disabled={busy} initial={sharedImage} />
            <TargetingInstructions platform={v.platform} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <MemberSelect
                members={members.data ?? []}
                disabled={members.isLoading || busy}
                {...form.getInputProps('familyMemberId')}
              />
              <PlatformSelect
                platforms={INSIGHT_PLATFORMS}
                disabled={busy}
                {...form.getInputProps('platform')}
                {...readMark('platform')}
              />
              <CategorySelect
                disabled={busy}
                {...form.getInputProps('categoryId')}
                {...readMark('categoryId')}
              />
              <PriceRangeSelect disabled={busy} {...form.getInputProps('priceRange')} />
            </SimpleGrid>
            <Textarea
              label="Ad description"
              placeholder="What was the ad for?"
              required
              autosize
              minRows={2}
              maxLength={AD_LIMITS.description}
              disabled={busy}
              {...form.getInputProps('description')}
              {...readMark('description')}
            />
            <Group justify="flex-end">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconClipboard size={14} aria-hidden />}
                disabled={busy}
                onClick={async () => {
                  const text = await navigator.clipboard?.readText().catch(() => null);
                  // The bookmarklet's format, or reasons copied by hand, one per line.
                  const copied = text
                    ? parsePastedAd(text, {
                        reasons: AD_LIMITS.targetingReasons,
                        length: AD_LIMITS.targetingReason,
                      })
                    : null;
                  if (!copied) {
                    toastError(
                      'Nothing to paste',
                      'Copy the targeting reasons, one per line, or an ad with the GiftLens bookmarklet (Import Social Data → Automation tools) first.',
                    );
                    return;
                  }
                  if (copied.advertiser)
                    form.setFieldValue('advertiser', copied.advertiser.slice(0, AD_LIMITS.advertiser));
                  if (copied.reasons.length > 0) form.setFieldValue('targetingReasons', copied.reasons);
                  toast(
                    'Pasted',
                    `${copied.reasons.length} reason${copied.reasons.length === 1 ? '' : 's'} from the clipboard.`,
                  );
                }}
              >
                Paste from clipboard
              </Button>
            </Group>
            <TextInput
              label="Advertiser / brand"
              placeholder="Who paid for the ad?"
              maxLength={AD_LIMITS.advertiser}
              disabled={busy}
              {...form.getInputProps('advertiser')}
              {...readMark('advertiser')}
            />
            <TargetingReasonsInput
              description={
                isRead('targetingReasons')
                  ? 'Read from the screenshot: check them, remove any that are wrong'
                  : 'Pick the reasons the platform gave, or type them as written and press Enter (pasted lines become one reason each)'
              }
              placeholder={v.targetingReasons.length ? undefined : 'e.g. Interests: Fashion'}
              disabled={busy}
              {...form.getInputProps('targetingReasons')}
            />
            <AdditionalDetailsInput
              placeholder="Anything else the panel said"
              disabled={busy}
              {...form.getInputProps('additionalDetails')}
            />
            {canAnalyze && !analysis && (
              <Paper withBorder p="md" radius="md" bg="var(--mantine-color-violet-light)">
                <Group justify="space-between" gap="sm">
                  <Text size="sm" style={{ flex: '1 1 200px' }}>
                    GiftLens can read these reasons for interests, behaviours and gift categories.
                  </Text>
                  <Button
                    leftSection={<IconWand size={16} aria-hidden />}
                    onClick={() =>
                      setAnalysis({ result: analyzeTargeting(v.targetingReasons), reasons: reasonsKey })
                    }
                  >
                    Analyze Targeting Insights
                  </Button>
                </Group>
              </Paper>
            )}
            {analysis && (
              <Stack gap={6}>
                <InsightsCard analysis={analysis.result} />
                {analysis.reasons !== reasonsKey && (
                  <Group gap="xs">
                    <Text size="xs" c="dimmed">
                      The reasons changed since this analysis.
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() =>
                        setAnalysis({ result: analyzeTargeting(v.targetingReasons), reasons: reasonsKey })
                      }
                    >
                      Analyze again
                    </Button>
                  </Group>
                )}
              </Stack>
            )}
            <FormButtons onCancel={onClose} busy={busy} submit="Track Ad Insights" mt="xs" />
          </Stack>
        </form>
      </NeedsFamily>
    </Modal>
  );
}

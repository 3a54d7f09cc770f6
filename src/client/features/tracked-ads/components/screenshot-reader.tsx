import { Alert, Button, FileButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoScan } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { AdSheet } from '#common/tracked-ads/ad-sheet/index';
import { serverMessageOf } from '../../../lib/api';
import { useReadScreenshot } from '../api/read-screenshot';

export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** What a read screenshot gives the dialog: the sheet, and the picture to keep as the ad's photo. */
export interface ReadScreenshot {
  sheet: AdSheet;
  photo: string;
}

const asDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * "Read a screenshot" (issue 31): take or pick a screenshot of the "Why am I seeing this ad?"
 * sheet, or paste one on a desktop; GiftLens reads it on the server and the dialog fills in what
 * it says for the person to check. `initial` is a picture shared to GiftLens, read at once.
 */
export function ScreenshotReader(props: {
  onRead: (read: ReadScreenshot) => void;
  disabled?: boolean;
  initial?: File | null;
}) {
  const read = useReadScreenshot();
  const started = useRef<File | null>(null);
  const { onRead } = props;

  const readFile = (file: File | null) => {
    if (!file) return;
    read.mutate(file, {
      onSuccess: async (sheet) => onRead({ sheet, photo: await asDataUrl(file) }),
    });
  };

  // A picture shared to GiftLens (the share target) is read as soon as the dialog opens.
  useEffect(() => {
    if (props.initial && started.current !== props.initial) {
      started.current = props.initial;
      readFile(props.initial);
    }
  });

  // On a desktop, a screenshot in the clipboard is pasted anywhere in the dialog.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = [...(event.clipboardData?.files ?? [])].find((f) => SCREENSHOT_TYPES.includes(f.type));
      if (!file || props.disabled) return;
      event.preventDefault();
      readFile(file);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  });

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg="var(--mantine-color-violet-light)"
      component="section"
      aria-label="Read a screenshot"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 220px' }}>
            <Text fw={700}>Read a screenshot</Text>
            <Text size="sm">
              Take or choose a screenshot of the ad's "Why am I seeing this ad?" sheet, or paste one: GiftLens
              fills in the rest for you to check.
            </Text>
          </Stack>
          <FileButton
            onChange={readFile}
            accept={SCREENSHOT_TYPES.join(',')}
            disabled={props.disabled || read.isPending}
          >
            {(button) => (
              <Button
                {...button}
                className="tap-target"
                leftSection={<IconPhotoScan size={18} aria-hidden />}
                loading={read.isPending}
              >
                Choose screenshot
              </Button>
            )}
          </FileButton>
        </Group>
        {read.isPending && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">Reading the screenshot…</Text>
          </Group>
        )}
        {read.error && (
          <Alert color="red" variant="light" title="The screenshot could not be read">
            {serverMessageOf(read.error) ?? read.error.message} You can also fill in the fields yourself.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

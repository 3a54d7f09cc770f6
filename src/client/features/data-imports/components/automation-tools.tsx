import {
  Accordion,
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  ScrollArea,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { bookmarkletHref, organizerPowerShellScript, organizerShellScript } from '#common/imports/automation';

function Copyable({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            >
              {copied ? 'Copied' : `Copy ${label.toLowerCase()}`}
            </Button>
          )}
        </CopyButton>
      </Group>
      <ScrollArea.Autosize mah={140} type="auto" viewportProps={{ tabIndex: 0, 'aria-label': label }}>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {value}
        </Code>
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** The Automation Tools panel: the bookmarklet and the file-organizer scripts. */
export function AutomationTools() {
  const href = bookmarkletHref();
  const shell = organizerShellScript();
  const powershell = organizerPowerShellScript();
  return (
    <Accordion variant="contained">
      <Accordion.Item value="automation">
        <Accordion.Control>Automation tools</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="md">
            <Stack gap={4}>
              <Text size="sm">
                <b>Bookmarklet.</b> Add it as a bookmark (or drag{' '}
                <Anchor href={href} onClick={(e) => e.preventDefault()}>
                  GiftLens: copy ad reasons
                </Anchor>{' '}
                to your bookmarks bar). On the "Why am I seeing this ad?" panel of Facebook or Instagram on
                the web, click it: it copies the advertiser and the reasons, and "Paste from clipboard" in
                Track "Why Am I Seeing This Ad?" fills them in. It sends nothing anywhere.
              </Text>
              <Copyable label="Bookmarklet" value={href} />
            </Stack>
            <Stack gap={4}>
              <Text size="sm">
                <b>File organizer.</b> Prefer to check what you send? Unzip the export, run this script on its
                folder, and pick the files it copies: only the ones GiftLens reads.
              </Text>
              <Tabs defaultValue="shell">
                <Tabs.List>
                  <Tabs.Tab value="shell">macOS / Linux</Tabs.Tab>
                  <Tabs.Tab value="powershell">Windows</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="shell" pt="xs">
                  <Copyable label="Shell script" value={shell} />
                </Tabs.Panel>
                <Tabs.Panel value="powershell" pt="xs">
                  <Copyable label="PowerShell script" value={powershell} />
                </Tabs.Panel>
              </Tabs>
            </Stack>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

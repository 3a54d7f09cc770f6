import { ActionIcon, Box, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';

export interface StoryMember {
  id: number;
  name: string;
  avatar: ReactNode;
}

interface Props {
  members: StoryMember[];
  selectedId: number;
  onSelect: (id: number) => void;
}

/** The member story bar: avatars to pick whose feed to browse, with Previous / Next. */
export function FeedStoryBar({ members, selectedId, onSelect }: Props) {
  const index = members.findIndex((m) => m.id === selectedId);
  const selectedRef = useRef<HTMLButtonElement>(null);
  // Previous / Next (or a member chosen elsewhere) bring the selected avatar into the bar's view;
  // 'nearest' scrolls only when it is out of view, and never scrolls the page up or down.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the selection changes
  useEffect(() => {
    selectedRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selectedId]);
  const step = (delta: number) => {
    const next = members[index + delta];
    if (next) onSelect(next.id);
  };
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        className="tap-target"
        aria-label="Previous member"
        disabled={index <= 0}
        onClick={() => step(-1)}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <ScrollArea type="never" style={{ flex: 1 }}>
        <Group gap="sm" wrap="nowrap" component="nav" aria-label="Family members" py={4}>
          {members.map((m) => {
            const selected = m.id === selectedId;
            return (
              <UnstyledButton
                key={m.id}
                ref={selected ? selectedRef : undefined}
                onClick={() => onSelect(m.id)}
                aria-current={selected ? 'true' : undefined}
                aria-label={`${m.name}'s feed`}
                style={{ borderRadius: 12 }}
                p={4}
              >
                <Stack gap={4} align="center" w={72}>
                  <Box
                    p={2}
                    style={{
                      borderRadius: '50%',
                      background: selected
                        ? 'linear-gradient(45deg, #f58529, #dd2a7b, #8134af)'
                        : 'var(--mantine-color-default-border)',
                    }}
                  >
                    <Box p={2} bg="var(--mantine-color-body)" style={{ borderRadius: '50%' }}>
                      {m.avatar}
                    </Box>
                  </Box>
                  <Text size="xs" fw={selected ? 700 : 400} truncate maw={72}>
                    {m.name}
                  </Text>
                </Stack>
              </UnstyledButton>
            );
          })}
        </Group>
      </ScrollArea>
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        className="tap-target"
        aria-label="Next member"
        disabled={index < 0 || index >= members.length - 1}
        onClick={() => step(1)}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

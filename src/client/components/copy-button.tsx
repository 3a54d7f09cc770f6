import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

export const COPY_CONFIRMATION_MS = 2000;

/** Copies text; resolves false when the browser refuses (no permission, insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

interface Props {
  value: string;
  label: string;
  onCopied?: () => void;
  onFailed?: () => void;
}

export function CopyButton({ value, label, onCopied, onFailed }: Props) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (await copyText(value)) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
      onCopied?.();
    } else {
      onFailed?.();
    }
  };

  return (
    <Tooltip label={copied ? 'Copied' : label} withArrow>
      <ActionIcon
        variant="light"
        color={copied ? 'teal' : undefined}
        onClick={copy}
        aria-label={label}
        size="lg"
        className="tap-target"
      >
        {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

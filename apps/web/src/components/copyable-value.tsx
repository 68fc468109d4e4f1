import { ActionIcon, Code, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { copyToClipboard } from './copy-to-clipboard.ts';
import { useTranslation } from 'react-i18next';

/**
 * A value someone copies into another system (an id, a secret, a command): shown whole, wrapped
 * at any character on a phone, with a copy button named after it. The value is labelled by its label, so it can be found by it.
 */
export const CopyableValue = ({
  label,
  value,
  block = false,
}: {
  label: string;
  value: string;
  /** A multi-line command rather than a one-line id. */
  block?: boolean;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const copy = t('components.copy', { label: label.toLowerCase() });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code
          aria-labelledby={id}
          block={block}
          style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          fz="sm"
          py={6}
        >
          {value}
        </Code>
        <Tooltip label={copy} withinPortal>
          <ActionIcon
            variant="light"
            size="lg"
            aria-label={copy}
            onClick={() => void copyToClipboard(value)}
          >
            <IconCopy size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Stack>
  );
};

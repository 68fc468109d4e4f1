import { Button, Group, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '../../../components/copy-to-clipboard.ts';

/** A read-only link with its copy button (§2 copy-to-clipboard, §8 notices). */
export const LinkField = ({
  label,
  value,
  disabled = false,
}: {
  label: string;
  value: string;
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        disabled={disabled}
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button
        variant="light"
        leftSection={<IconCopy size={16} />}
        onClick={() => void copyToClipboard(value)}
        disabled={disabled}
        aria-label={t('editor.link.copyNamed', { name: label.toLowerCase() })}
      >
        {t('editor.link.copy')}
      </Button>
    </Group>
  );
};

import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const download = (t: TFunction, codes: string[]) => {
  const text = `${t('profile.twoStep.recovery.fileHeading')}\n${t('profile.twoStep.recovery.fileIntro')}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'quire-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
};

/** Recovery codes, shown once: copy or download them before leaving. */
export const RecoveryCodesPanel = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconShieldCheck size={20} />}
      title={t('profile.twoStep.recovery.title')}
    >
      <Stack gap="sm">
        <Text size="sm">{t('profile.twoStep.recovery.intro')}</Text>
        <SimpleGrid
          cols={{ base: 2, xs: 2 }}
          spacing="xs"
          aria-label={t('profile.twoStep.recovery.list')}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" fz="sm">
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Group gap="xs">
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? t('profile.twoStep.recovery.copied') : t('profile.twoStep.recovery.copy')}
              </Button>
            )}
          </CopyButton>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            onClick={() => download(t, codes)}
          >
            {t('profile.twoStep.recovery.download')}
          </Button>
          <Button size="xs" onClick={onDone}>
            {t('profile.twoStep.recovery.saved')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
};

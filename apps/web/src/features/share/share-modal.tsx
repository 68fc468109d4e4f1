import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconCopy,
  IconMail,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { copyToClipboard } from '../../components/copy-to-clipboard.ts';
import { LinkQrCode } from '../../components/link-qr-code.tsx';
import { SHARE_TARGETS, quireSignUpLink, type ShareTargetId } from './share-links.ts';
import { useTranslation } from 'react-i18next';

const ICONS: Record<ShareTargetId, typeof IconMail> = {
  whatsapp: IconBrandWhatsapp,
  email: IconMail,
  linkedin: IconBrandLinkedin,
  x: IconBrandX,
  facebook: IconBrandFacebook,
};

/**
 * #share (§2): share Quire over the documents list: the sign-up link to copy (§8 notices) or
 * scan (§9 QR: 95 px, level Q), and the social networks' own share pages.
 */
export const ShareModal = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const words = { text: t('share.text'), subject: t('share.subject') };
  const link = quireSignUpLink(window.location.origin);
  return (
    <Modal
      opened
      onClose={() => navigate('/documents')}
      title={t('share.title')}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('share.intro')}
        </Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('share.link')}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            variant="light"
            leftSection={<IconCopy size={16} />}
            onClick={() => void copyToClipboard(link)}
          >
            {t('share.copy')}
          </Button>
        </Group>
        <Group align="center" gap="md" wrap="nowrap">
          <LinkQrCode value={link} label={t('share.qr')} />
          <Text size="sm" c="dimmed">
            {t('share.scan')}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
          {SHARE_TARGETS.map((target) => {
            const TargetIcon = ICONS[target.id];
            const name = t(`share.target.${target.id}`);
            return (
              <Button
                key={target.id}
                component="a"
                href={target.href(link, words)}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                leftSection={<TargetIcon size={18} aria-hidden="true" />}
                aria-label={t('share.on', { target: name })}
              >
                {name}
              </Button>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Modal>
  );
};

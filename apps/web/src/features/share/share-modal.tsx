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
import { SHARE_TARGETS, quireSignUpLink } from './share-links.ts';

const ICONS: Record<string, typeof IconMail> = {
  WhatsApp: IconBrandWhatsapp,
  Email: IconMail,
  LinkedIn: IconBrandLinkedin,
  X: IconBrandX,
  Facebook: IconBrandFacebook,
};

/**
 * #share (§2): share Quire over the documents list: the sign-up link to copy (§8 notices) or
 * scan (§9 QR: 95 px, level Q), and the social networks' own share pages.
 */
export const ShareModal = () => {
  const navigate = useNavigate();
  const link = quireSignUpLink(window.location.origin);
  return (
    <Modal opened onClose={() => navigate('/documents')} title="Share Quire" size="lg" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Know someone who still prints, signs and scans? Send them this link to sign up.
        </Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Link to Quire"
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
            Copy
          </Button>
        </Group>
        <Group align="center" gap="md" wrap="nowrap">
          <LinkQrCode value={link} label="QR code of the link to Quire" />
          <Text size="sm" c="dimmed">
            Or let them scan this code with their phone&rsquo;s camera.
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
          {SHARE_TARGETS.map((target) => {
            const TargetIcon = ICONS[target.name] ?? IconMail;
            return (
              <Button
                key={target.name}
                component="a"
                href={target.href(link)}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                leftSection={<TargetIcon size={18} aria-hidden="true" />}
                aria-label={`Share on ${target.name}`}
              >
                {target.name}
              </Button>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Modal>
  );
};

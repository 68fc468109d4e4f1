import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Signatory } from '@quire/domain';
import { IconBrandWhatsapp, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PackDto } from '../../documents/documents-api.ts';
import { copyToClipboard } from '../../../components/copy-to-clipboard.ts';
import { LinkQrCode } from '../../../components/link-qr-code.tsx';
import { manageApi } from './manage-api.ts';
import { useTranslation } from 'react-i18next';

/** A WhatsApp share of the link: the person picks the chat in WhatsApp itself. */
export const whatsAppShareUrl = (text: string): string =>
  `https://wa.me/?text=${encodeURIComponent(text)}`;

type SigningLinkModalProps = { pack: PackDto; signer: Signatory | null; onClose: () => void };

/**
 * §2 signing link modal: a fresh link for one signer (generate_signing_link_for_signatory), to
 * copy, scan or share on WhatsApp. A refusal is the server's message (§8), and the modal closes.
 */
export const SigningLinkModal = ({ pack, signer, onClose }: SigningLinkModalProps) => {
  const { t } = useTranslation();
  const uuid = signer?.uuid ?? '';
  const link = useQuery({
    queryKey: ['signing', 'signing_link', pack.key, uuid],
    queryFn: () => manageApi.signingLink(pack.key, uuid),
    enabled: signer !== null,
    // Each opening makes its own link; a failed one is not asked again behind the person's back.
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const failed = link.isError;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  return (
    <Modal
      opened={signer !== null}
      onClose={onClose}
      title={t('manage.link.title', {
        name: signer?.name || signer?.email || t('manage.link.thisSigner'),
      })}
      centered
      size="lg"
    >
      {!link.data ? (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label={t('manage.link.creating')} />
        </Group>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('manage.link.warning')}
          </Text>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('manage.link.label')}
              value={link.data}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button
              variant="light"
              leftSection={<IconCopy size={16} />}
              onClick={() => void copyToClipboard(link.data)}
            >
              {t('manage.link.copy')}
            </Button>
          </Group>
          <Group justify="space-between" align="center">
            <LinkQrCode value={link.data} label={t('manage.link.qr')} />
            <Button
              component="a"
              href={whatsAppShareUrl(
                t('manage.link.whatsAppText', { pack: pack.document_name, link: link.data }),
              )}
              target="_blank"
              rel="noopener noreferrer"
              color="green"
              variant="light"
              leftSection={<IconBrandWhatsapp size={18} />}
            >
              {t('manage.link.whatsApp')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};

import { Box, Button, Center, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { signatoryOfUser } from '@quire/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router';
import { useCurrentUser } from '../../app/session/use-current-user.ts';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { QuireWordmark } from '../../components/quire-logo.tsx';
import { usePack } from '../documents/view/use-pack.ts';
import { BrandHeadingImage } from '../../components/pack-brand.tsx';
import { SigningView } from './signing-view.tsx';
import { useEmbedUi } from '../../app/embed/embed-ui.ts';
import { LanguageSelect } from '../../i18n/language-select.tsx';
import { useSignerLocale } from './use-signer-locale.ts';

/**
 * The whole app for a signing link's session (ADR 0010): no list, no menus, only the document
 * the link is for. Any other address explains how to get back to it.
 */
export const SignerLayout = () => {
  const withVariant = useMatch('/documents/:id/:variant');
  const plain = useMatch('/documents/:id');
  const id = (withVariant ?? plain)?.params.id ?? null;
  const inPerson = withVariant?.params.variant === 'in_person';
  // A partner page that embeds signing may show its own header instead (docs/embedding.md).
  const { header_visible } = useEmbedUi();
  return (
    <Box mih="100dvh" bg="gray.0">
      {header_visible && (
        <SignerHeader
          branding={id ? <PackHeading id={id} /> : null}
          language={id ? <SignerLanguage id={id} /> : <LanguagePicker packKey={null} uuid={null} />}
        />
      )}
      <Container
        component="main"
        size="lg"
        px={{ base: 0, sm: 'xl' }}
        py={{ base: 'sm', sm: 'lg' }}
      >
        {id ? <SignerDocument id={id} inPerson={inPerson} /> : <NoDocument />}
      </Container>
    </Box>
  );
};

/** The pack's theme heading image (document.branding), else Quire's word mark. */
const PackHeading = ({ id }: { id: string }) => {
  const pack = usePack(id);
  const branding = pack.data?.branding;
  if (branding?.page_heading_image_url) return <BrandHeadingImage branding={branding} />;
  // Nothing until the pack is known, so a themed page does not flash Quire's mark first.
  return pack.isPending ? null : <QuireWordmark compact />;
};

/** The signer's language picker; picking one is remembered for this signer (and their mails). */
const SignerLanguage = ({ id }: { id: string }) => {
  const pack = usePack(id);
  const user = useCurrentUser();
  const me = pack.data && user.data ? signatoryOfUser(pack.data.signatories, user.data.user) : null;
  return <LanguagePicker packKey={me ? pack.data!.key : null} uuid={me?.uuid ?? null} />;
};

const LanguagePicker = ({ packKey, uuid }: { packKey: string | null; uuid: string | null }) => {
  const { t } = useTranslation();
  const { locale, choose } = useSignerLocale(packKey, uuid);
  return (
    <LanguageSelect compact value={locale} onChange={choose} label={t('signing.layout.language')} />
  );
};

const SignerHeader = ({ branding, language }: { branding: ReactNode; language: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group mih={52} py={6} px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
        {branding ?? <QuireWordmark compact />}
        <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Group gap={6} c="dimmed" wrap="nowrap" visibleFrom="sm">
            <IconLock size={14} />
            <Text size="xs">{t('signing.layout.secure')}</Text>
          </Group>
          {language}
        </Group>
      </Group>
    </Box>
  );
};

const SignerDocument = ({ id, inPerson }: { id: string; inPerson: boolean }) => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const pack = usePack(id);
  if (pack.isError || user.isError) return <NoDocument />;
  if (!pack.data || !user.data) return <FullPageLoader label={t('signing.layout.loading')} />;
  return <SigningView pack={pack.data} user={user.data.user} inPerson={inPerson} />;
};

const NoDocument = () => {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Title order={1} fz={22}>
          {t('signing.layout.noDocumentTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('signing.layout.noDocumentText')}
        </Text>
        <Button component="a" href="/post_sign_logout" variant="default">
          {t('signing.layout.leave')}
        </Button>
      </Stack>
    </Center>
  );
};

import { Box, Button, Center, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMatch } from 'react-router';
import { useCurrentUser } from '../../app/session/use-current-user.ts';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { QuireWordmark } from '../../components/quire-logo.tsx';
import { usePack } from '../documents/view/use-pack.ts';
import { BrandHeadingImage } from '../../components/pack-brand.tsx';
import { SigningView } from './signing-view.tsx';
import { useEmbedUi } from '../../app/embed/embed-ui.ts';

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
      {header_visible && <SignerHeader branding={id ? <PackHeading id={id} /> : null} />}
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

const SignerHeader = ({ branding }: { branding: ReactNode }) => (
  <Box
    component="header"
    bg="white"
    style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
  >
    <Group mih={52} py={6} px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
      {branding ?? <QuireWordmark compact />}
      <Group gap={6} c="dimmed" wrap="nowrap" style={{ flexShrink: 0 }}>
        <IconLock size={14} />
        <Text size="xs">Secure signing</Text>
      </Group>
    </Group>
  </Box>
);

const SignerDocument = ({ id, inPerson }: { id: string; inPerson: boolean }) => {
  const user = useCurrentUser();
  const pack = usePack(id);
  if (pack.isError || user.isError) return <NoDocument />;
  if (!pack.data || !user.data) return <FullPageLoader label="Loading the document" />;
  return <SigningView pack={pack.data} user={user.data.user} inPerson={inPerson} />;
};

const NoDocument = () => (
  <Center mih="60vh" px="md">
    <Stack align="center" gap="sm" ta="center" maw={420}>
      <Title order={1} fz={22}>
        Open your signing link again
      </Title>
      <Text c="dimmed" size="sm">
        This browser is signed in only to sign a document. Use the link in your email or text
        message to get back to it.
      </Text>
      <Button component="a" href="/post_sign_logout" variant="default">
        Leave signing
      </Button>
    </Stack>
  </Center>
);

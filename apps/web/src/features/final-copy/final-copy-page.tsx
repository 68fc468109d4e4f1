import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Container,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { finalCopyDownloadPath, type FinalCopyView, type PackBranding } from '@quire/domain';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { BrandHeadingImage, brandButtonProps } from '../../components/pack-brand.tsx';
import { QuireWordmark } from '../../components/quire-logo.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { deadLinkKind, fetchFinalCopy } from './final-copy-api.ts';
import { FinalCopyPages } from './final-copy-pages.tsx';

const Frame = ({
  children,
  branding = null,
}: {
  children: React.ReactNode;
  branding?: PackBranding | null;
}) => (
  <Box mih="100dvh" bg="gray.0">
    <Box
      component="header"
      bg="white"
      px="md"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      {branding?.page_heading_image_url ? (
        <BrandHeadingImage branding={branding} />
      ) : (
        <QuireWordmark />
      )}
    </Box>
    <Container component="main" size={900} px={{ base: 'xs', sm: 'md' }} py="lg">
      {children}
    </Container>
  </Box>
);

const DeadLink = ({ kind }: { kind: 'expired' | 'unknown' | null }) => {
  const { t } = useTranslation();
  const words = kind ?? 'notReady';
  return (
    <Frame>
      <Center>
        <Paper withBorder radius="lg" p="xl" maw={480} w="100%">
          <Stack gap="sm">
            <IconAlertTriangle size={36} color="var(--mantine-color-orange-7)" aria-hidden />
            <Title order={1} fz={22}>
              {t(`finalCopy.dead.${words}.title`)}
            </Title>
            <Text>{t(`finalCopy.dead.${words}.text`)}</Text>
          </Stack>
        </Paper>
      </Center>
    </Frame>
  );
};

const Summary = ({ view, downloadUrl }: { view: FinalCopyView; downloadUrl: string }) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const primary = brandButtonProps(view.branding);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Badge color="green" variant="light" leftSection={<IconCircleCheck size={14} />}>
              {t('finalCopy.signedByEveryone')}
            </Badge>
            <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
              {view.document_name}
            </Title>
            {view.date_completed && (
              <Text c="dimmed" size="sm">
                {t('finalCopy.completedOn', { date: date(view.date_completed) })}
              </Text>
            )}
          </Stack>
          <Button
            component="a"
            href={downloadUrl}
            download
            leftSection={<IconDownload size={18} />}
            size="md"
            w={{ base: '100%', xs: 'auto' }}
            {...primary}
          >
            {t('finalCopy.download')}
          </Button>
        </Group>
        <Box>
          <Text fw={600} size="sm" mb={4}>
            {t('finalCopy.signedBy')}
          </Text>
          <List
            spacing={4}
            size="sm"
            icon={<IconCircleCheck size={16} color="var(--mantine-color-green-7)" />}
          >
            {view.signers.map((s, i) => (
              <List.Item key={`${s.name}-${i}`}>
                {s.name || t('finalCopy.signer')}
                {s.date_signed && (
                  <Text span c="dimmed" size="sm">
                    {t('finalCopy.signedOn', { date: date(s.date_signed) })}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </Box>
        <Alert variant="light" color="gray" p="sm">
          <Text size="sm">
            {t(view.recipient_name ? 'finalCopy.readOnlyFor' : 'finalCopy.readOnly', {
              name: view.recipient_name,
              date: date(view.link_valid_until),
            })}
          </Text>
        </Alert>
      </Stack>
    </Paper>
  );
};

/**
 * #final_copy/{key}?token: a completed pack, read-only, for a signer or copy recipient who
 * followed the final mail's or text message's link (ADR 0015). No session is opened: the token
 * is the authority. A logged-in team member is sent to the pack in the app instead.
 */
export const FinalCopyPage = () => {
  const { key = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const view = useQuery({
    queryKey: ['final-copy', key, token],
    queryFn: ({ signal }) => fetchFinalCopy(key, token, signal),
    retry: (count, error) => deadLinkKind(error) === null && count < 2,
    staleTime: Infinity,
  });
  const { t } = useTranslation();
  const name = view.data?.document_name;
  useEffect(() => {
    if (name) document.title = t('finalCopy.documentTitle', { name });
  }, [name, t]);

  if (view.isPending) return <FullPageLoader label={t('finalCopy.opening')} />;
  if (view.isError) return <DeadLink kind={deadLinkKind(view.error)} />;
  if (view.data.open_in_app) return <Navigate to={`/documents/${key}`} replace />;
  return (
    <Frame branding={view.data.branding}>
      <Stack gap="lg">
        <Summary view={view.data} downloadUrl={finalCopyDownloadPath(key, token)} />
        <FinalCopyPages
          documentKey={key}
          token={token}
          pageCount={view.data.page_count}
          documentName={view.data.document_name}
        />
        <Text size="xs" c="dimmed" ta="center">
          <Trans
            i18nKey="finalCopy.sentWith"
            components={{ quire: <Anchor href="/#login" size="xs" /> }}
          />
        </Text>
      </Stack>
    </Frame>
  );
};

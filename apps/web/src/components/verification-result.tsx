import { Alert, Badge, Code, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconFileUnknown,
  IconShieldCheck,
} from '@tabler/icons-react';
import {
  LOCALE_FORMAT_TAGS,
  type PublicPackSummary,
  type SealCheck,
  type VerificationAnswer,
} from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n/i18n.ts';

/** A moment in UTC, in the app's language ('25 November 2026 at 14:05 UTC'), or a dash. */
const useWhen = () => {
  const { t } = useTranslation();
  const format = new Intl.DateTimeFormat(LOCALE_FORMAT_TAGS[currentLocale()], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return (iso: string | null): string =>
    iso ? t('components.verification.utc', { time: format.format(new Date(iso)) }) : '—';
};

/** Each verdict's look; its heading: components.verification.verdict.<verdict>. */
const VERDICT_LOOK = {
  unchanged: { color: 'green', icon: IconShieldCheck },
  changed: { color: 'orange', icon: IconAlertTriangle },
  not_quire: { color: 'gray', icon: IconFileUnknown },
} as const;

const Check = ({ ok, children }: { ok: boolean; children: React.ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {ok ? (
        <IconCircleCheck
          size={18}
          color="var(--mantine-color-green-7)"
          aria-label={t('components.verification.valid')}
        />
      ) : (
        <IconCircleX
          size={18}
          color="var(--mantine-color-red-7)"
          aria-label={t('components.verification.notValid')}
        />
      )}
      <Text size="sm">{children}</Text>
    </Group>
  );
};

const SealDetails = ({ seal }: { seal: SealCheck | null }) => {
  const { t } = useTranslation();
  const when = useWhen();
  return seal ? (
    <Stack gap={4}>
      <Check ok={seal.valid}>
        {seal.valid
          ? seal.signed_by
            ? t('components.verification.sealValidBy', { by: seal.signed_by })
            : t('components.verification.sealValid')
          : t('components.verification.sealBroken')}
      </Check>
      {seal.timestamp ? (
        <Check ok={seal.timestamp.valid}>
          {seal.timestamp.valid
            ? t('components.verification.timestampValid', { time: when(seal.timestamp.time) })
            : t('components.verification.timestampInvalid')}
        </Check>
      ) : (
        <Text size="sm" c="dimmed">
          {t('components.verification.noTimestamp')}
        </Text>
      )}
    </Stack>
  ) : null;
};

/** The pack a verification id or a sealed final names: what anyone may see of it. */
export const PackSummary = ({ pack }: { pack: PublicPackSummary }) => {
  const { t } = useTranslation();
  const when = useWhen();
  return (
    <Stack gap="xs">
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('components.verification.document')}
        </Text>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {pack.name}
        </Text>
        <Text size="sm" c="dimmed">
          {t('components.verification.completed', { time: when(pack.completed_at) })}
        </Text>
      </div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('components.verification.signedBy')}
      </Text>
      {pack.signers.length === 0 ? (
        <Text size="sm">{t('components.verification.noSigners')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing={6} fz="sm" layout="fixed">
            <Table.Tbody>
              {pack.signers.map((s, i) => (
                <Table.Tr key={`${s.name}-${i}`}>
                  <Table.Td>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {s.name || t('components.verification.unnamed')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[s.email, s.mobile].filter(Boolean).join(' · ')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('components.verification.signed', { time: when(s.signed_at) })}
                    </Text>
                    <Group gap={4} mt={4}>
                      {s.identified_by.map((how) => (
                        <Badge key={how} size="sm" variant="light" color="gray" tt="none">
                          {how}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
};

/** What a check found: the verdict first, then how it knows, then which pack. */
export const VerificationResult = ({
  answer,
  warning,
  showPack = true,
}: {
  answer: VerificationAnswer;
  warning?: string | null;
  /** False where the pack's summary is already on screen (the certificate's link). */
  showPack?: boolean;
}) => {
  const { t } = useTranslation();
  const look = VERDICT_LOOK[answer.verdict];
  const Icon = look.icon;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Alert
          color={look.color}
          variant="light"
          icon={<Icon size={22} />}
          title={
            <Title order={2} fz={18}>
              {t(`components.verification.verdict.${answer.verdict}`)}
            </Title>
          }
          role="status"
        >
          <Text size="sm">{answer.message}</Text>
          {answer.changes.length > 0 && (
            <List size="sm" mt={6}>
              {answer.changes.map((c) => (
                <List.Item key={c}>{t(`components.verification.changes.${c}`)}</List.Item>
              ))}
            </List>
          )}
        </Alert>
        {warning && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {warning}
          </Alert>
        )}
        <SealDetails seal={answer.seal} />
        {answer.pack && showPack && <PackSummary pack={answer.pack} />}
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('components.verification.sha')}
          </Text>
          <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
            {answer.sha256}
          </Code>
        </div>
      </Stack>
    </Paper>
  );
};

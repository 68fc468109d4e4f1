import { Alert, Badge, Code, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconFileUnknown,
  IconShieldCheck,
} from '@tabler/icons-react';
import {
  CHANGE_LABELS,
  type PublicPackSummary,
  type SealCheck,
  type VerificationAnswer,
} from '@quire/domain';

const when = (iso: string | null): string =>
  iso
    ? new Intl.DateTimeFormat(undefined, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(new Date(iso)) + ' UTC'
    : '—';

const VERDICT_LOOK = {
  unchanged: { color: 'green', title: 'Verified', icon: IconShieldCheck },
  changed: { color: 'orange', title: 'Changed after sealing', icon: IconAlertTriangle },
  not_quire: { color: 'gray', title: 'Not verified', icon: IconFileUnknown },
} as const;

const Check = ({ ok, children }: { ok: boolean; children: React.ReactNode }) => (
  <Group gap={6} wrap="nowrap" align="flex-start">
    {ok ? (
      <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-label="Valid" />
    ) : (
      <IconCircleX size={18} color="var(--mantine-color-red-7)" aria-label="Not valid" />
    )}
    <Text size="sm">{children}</Text>
  </Group>
);

const SealDetails = ({ seal }: { seal: SealCheck | null }) =>
  seal ? (
    <Stack gap={4}>
      <Check ok={seal.valid}>
        {seal.valid
          ? `Seal signature valid${seal.signed_by ? ` (sealed by ${seal.signed_by})` : ''}`
          : 'Seal signature broken: the signed bytes were changed'}
      </Check>
      {seal.timestamp ? (
        <Check ok={seal.timestamp.valid}>
          {seal.timestamp.valid
            ? `Time-stamp valid: ${when(seal.timestamp.time)}`
            : 'Time-stamp does not verify'}
        </Check>
      ) : (
        <Text size="sm" c="dimmed">
          No trusted time-stamp on the seal.
        </Text>
      )}
    </Stack>
  ) : null;

/** The pack a verification id or a sealed final names: what anyone may see of it. */
export const PackSummary = ({ pack }: { pack: PublicPackSummary }) => (
  <Stack gap="xs">
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        Document
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {pack.name}
      </Text>
      <Text size="sm" c="dimmed">
        Completed {when(pack.completed_at)}
      </Text>
    </div>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      Signed by
    </Text>
    {pack.signers.length === 0 ? (
      <Text size="sm">No one has signed.</Text>
    ) : (
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing={6} fz="sm" layout="fixed">
          <Table.Tbody>
            {pack.signers.map((s, i) => (
              <Table.Tr key={`${s.name}-${i}`}>
                <Table.Td>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {s.name || 'Unnamed signer'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[s.email, s.mobile].filter(Boolean).join(' · ')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Signed {when(s.signed_at)}
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
              {look.title}
            </Title>
          }
          role="status"
        >
          <Text size="sm">{answer.message}</Text>
          {answer.changes.length > 0 && (
            <List size="sm" mt={6}>
              {answer.changes.map((c) => (
                <List.Item key={c}>{CHANGE_LABELS[c]}</List.Item>
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
            SHA-256 of the file checked
          </Text>
          <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
            {answer.sha256}
          </Code>
        </div>
      </Stack>
    </Paper>
  );
};

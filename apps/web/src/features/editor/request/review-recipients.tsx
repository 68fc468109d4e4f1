import { Badge, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { routeWords, type ReviewSigner, type SendReview } from '@quire/domain';
import {
  IconAlertTriangle,
  IconBrandWhatsapp,
  IconLink,
  IconMail,
  IconMessage,
  IconShieldLock,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

const REQUEST_ICONS = { email: IconMail, sms: IconMessage, whatsapp: IconBrandWhatsapp };

/** One line of what happens for a signer: an icon and a sentence. */
const Line = ({
  icon,
  children,
  danger,
}: {
  icon: ReactNode;
  children: ReactNode;
  danger?: boolean;
}) => (
  <Group gap={6} wrap="nowrap" align="flex-start" c={danger ? 'red.8' : undefined}>
    <span aria-hidden style={{ display: 'flex', paddingTop: 2, flexShrink: 0 }}>
      {icon}
    </span>
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </Group>
);

const SignerEntry = ({ signer }: { signer: ReviewSigner }) => {
  const RequestIcon = signer.request.ok ? REQUEST_ICONS[signer.request.channel] : IconAlertTriangle;
  return (
    <Stack gap={4} py={4}>
      <Group gap={6}>
        <Text fw={600} size="sm">
          {signer.name}
        </Text>
        <Text size="xs" c="dimmed">
          {signer.role}
        </Text>
        {signer.is_optional && (
          <Badge size="xs" variant="outline" color="gray">
            Optional
          </Badge>
        )}
      </Group>
      {!signer.notified ? (
        <Line icon={<IconLink size={16} />}>
          No request is sent (their signing notifications are off): share their signing link.
        </Line>
      ) : signer.request.ok ? (
        <Line icon={<RequestIcon size={16} />}>Asked to sign {routeWords(signer.request)}</Line>
      ) : (
        <Line icon={<RequestIcon size={16} />} danger>
          {signer.request.message}
        </Line>
      )}
      {signer.code &&
        (signer.code.ok ? (
          <Line icon={<IconShieldLock size={16} />}>One-time code {routeWords(signer.code)}</Line>
        ) : (
          <Line icon={<IconShieldLock size={16} />} danger>
            {signer.code.message}
          </Line>
        ))}
    </Stack>
  );
};

/** The review's recipients: the signing order's steps, a group's members together. */
export const ReviewRecipients = ({ review }: { review: SendReview }) => (
  <Stack gap="xs">
    <Text size="sm" c="dimmed">
      {review.sequential
        ? 'Signers are asked one step at a time, in this order.'
        : 'Everyone is asked to sign at the same time.'}
    </Text>
    <List
      type={review.sequential ? 'ordered' : 'unordered'}
      listStyleType="none"
      spacing="xs"
      aria-label="Signers"
      styles={{
        itemWrapper: { width: '100%', alignItems: 'flex-start' },
        itemLabel: { width: '100%' },
      }}
    >
      {review.steps.map((step, index) => (
        <List.Item
          key={step.group?.uuid ?? step.signers[0]?.uuid ?? index}
          icon={
            review.sequential ? (
              <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
                <Text size="xs" fw={700}>
                  {index + 1}
                </Text>
              </ThemeIcon>
            ) : undefined
          }
        >
          {step.group ? (
            <Stack gap={0}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                {step.group.name} · sign side by side
              </Text>
              {step.signers.map((s) => (
                <SignerEntry key={s.uuid} signer={s} />
              ))}
            </Stack>
          ) : (
            step.signers.map((s) => <SignerEntry key={s.uuid} signer={s} />)
          )}
        </List.Item>
      ))}
    </List>
  </Stack>
);

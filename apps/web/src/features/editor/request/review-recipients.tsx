import { Badge, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { routeDestination, type ReviewSigner, type SendReview } from '@quire/domain';
import type { TFunction } from 'i18next';
import {
  IconAlertTriangle,
  IconBrandWhatsapp,
  IconLink,
  IconMail,
  IconMessage,
  IconShieldLock,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** 'by SMS to +27 82 555 1234'. */
const routeText = (
  t: TFunction,
  route: { channel: 'email' | 'sms' | 'whatsapp' | 'voice'; to: string },
): string =>
  t('editor.request.route', {
    channel: t(`editor.request.channels.${route.channel}`),
    to: routeDestination(route),
  });

const SignerEntry = ({ signer }: { signer: ReviewSigner }) => {
  const { t } = useTranslation();
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
            {t('editor.signers.optional')}
          </Badge>
        )}
      </Group>
      {!signer.notified ? (
        <Line icon={<IconLink size={16} />}>{t('editor.request.notNotified')}</Line>
      ) : signer.request.ok ? (
        <Line icon={<RequestIcon size={16} />}>
          {t('editor.request.asked', { route: routeText(t, signer.request) })}
        </Line>
      ) : (
        <Line icon={<RequestIcon size={16} />} danger>
          {signer.request.message}
        </Line>
      )}
      {signer.code &&
        (signer.code.ok ? (
          <Line icon={<IconShieldLock size={16} />}>
            {t('editor.request.code', { route: routeText(t, signer.code) })}
          </Line>
        ) : (
          <Line icon={<IconShieldLock size={16} />} danger>
            {signer.code.message}
          </Line>
        ))}
    </Stack>
  );
};

/** The review's recipients: the signing order's steps, a group's members together. */
export const ReviewRecipients = ({ review }: { review: SendReview }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {review.sequential ? t('editor.request.sequential') : t('editor.request.together')}
      </Text>
      <List
        type={review.sequential ? 'ordered' : 'unordered'}
        listStyleType="none"
        spacing="xs"
        aria-label={t('editor.signers.title')}
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
                  {t('editor.request.groupStep', { name: step.group.name })}
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
};

import { Paper, Stack, Text, Title } from '@mantine/core';
import type { BulkSend } from '@quire/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChooseClientsSection } from './choose-clients-section.tsx';
import { SendSection } from './send-section.tsx';
import { SetupTemplateSection } from './setup-template-section.tsx';

/** §4: setup shows choose clients, then the template setup, then send — in that order. */
export const SetupSections = ({ send }: { send: BulkSend }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Section
        id="choose_clients"
        step={1}
        title={t('bulkSends.setup.clientsTitle')}
        hint={t('bulkSends.setup.clientsHint')}
      >
        <ChooseClientsSection send={send} />
      </Section>
      <Section
        id="setup_template"
        step={2}
        title={t('bulkSends.setup.templateTitle')}
        hint={t('bulkSends.setup.templateHint')}
      >
        <SetupTemplateSection send={send} />
      </Section>
      <Section
        id="send"
        step={3}
        title={t('bulkSends.setup.sendTitle')}
        hint={t('bulkSends.setup.sendHint')}
      >
        <SendSection send={send} />
      </Section>
    </Stack>
  );
};

const Section = ({
  id,
  step,
  title,
  hint,
  children,
}: {
  id: string;
  step: number;
  title: string;
  hint: string;
  children: ReactNode;
}) => (
  <Paper
    component="section"
    id={id}
    aria-labelledby={`${id}-title`}
    withBorder
    radius="md"
    p={{ base: 'md', sm: 'lg' }}
  >
    <Stack gap="md">
      <div>
        <Title order={2} fz={18} id={`${id}-title`}>
          {step}. {title}
        </Title>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </div>
      {children}
    </Stack>
  </Paper>
);

import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { sendReview } from '@quire/domain';
import { IconBell, IconSend, IconShieldLock, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { countdownText } from '../extras/notifications/countdown-text.ts';
import { AutocompleteTextarea } from '../../../components/autocomplete-textarea.tsx';
import type { PackDto } from '../../documents/documents-api.ts';
import { usePack } from '../../documents/view/use-pack.ts';
import { notificationRulesApi } from '../extras/extras-api.ts';
import { EXTRAS_KEYS } from '../extras/extras-query-keys.ts';
import { useDocumentSettings } from '../settings/use-document-settings.ts';
import { usePackFieldEntries } from '../use-pack-field-entries.ts';
import { ReviewRecipients } from './review-recipients.tsx';

/** The limits of updateDocumentSchema (packages/domain document.ts). */
const SUBJECT_MAX = 500;
const MESSAGE_MAX = 10_000;

type ReviewAndSendModalProps = {
  pack: PackDto;
  inPerson: boolean;
  dialingCode: string;
  sending: boolean;
  onSend: () => Promise<void>;
  onBack: () => void;
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap={6} component="section" aria-label={title}>
    <Title order={3} fz="sm" fw={700}>
      {title}
    </Title>
    {children}
  </Stack>
);

/**
 * The review-and-send step before Request signatures: who is asked, in which order and by which
 * channel, where each one-time code goes, who gets a copy, the subject and message (editable,
 * saved with the pack's other settings) and the reminders. Send confirms; Back returns.
 */
export const ReviewAndSendModal = ({
  pack: initial,
  inPerson,
  dialingCode,
  sending,
  onSend,
  onBack,
}: ReviewAndSendModalProps) => {
  const narrow = useMediaQuery('(max-width: 768px)') ?? false;
  const { t } = useTranslation();
  const pack = usePack(initial.key).data ?? initial;
  const settings = useDocumentSettings(pack);
  const [draft, setDraft] = useState({ subject: pack.subject ?? '', message: pack.message ?? '' });
  const [saving, setSaving] = useState(false);
  const fieldEntries = usePackFieldEntries(pack.key, true);
  const rules = useQuery({
    queryKey: EXTRAS_KEYS.notificationRules(pack.key),
    queryFn: ({ signal }) => notificationRulesApi.list(pack.key, signal),
  });
  const review = sendReview(pack, rules.data ?? [], dialingCode);
  const twoStep = pack.use_two_factor_authentication;

  /** Subject and message go through the pack's settings queue, like the extras modal's. */
  const saveWords = async () => {
    const subject = draft.subject.trim() || null;
    const message = draft.message.trim() || null;
    if (subject === (pack.subject ?? null) && message === (pack.message ?? null)) return;
    setSaving(true);
    try {
      await settings.saveExtras({ subject, message });
    } finally {
      setSaving(false);
    }
  };

  const back = () => {
    void saveWords().catch(() => undefined);
    onBack();
  };
  const send = async () => {
    await saveWords();
    await onSend();
  };

  return (
    <Modal
      opened
      onClose={back}
      title={t('editor.request.reviewTitle')}
      fullScreen={narrow}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('editor.close') }}
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('editor.request.reviewIntro', { name: pack.document_name })}
        </Text>
        {twoStep && (
          <Alert variant="light" color="quire" icon={<IconShieldLock size={18} />} p="sm">
            {t('editor.request.twoStepOn')}
          </Alert>
        )}
        <Section title={t('editor.signers.title')}>
          <ReviewRecipients review={review} />
        </Section>
        <Section title={t('editor.request.copies')}>
          {review.copy_recipients.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('editor.request.noCopies')}
            </Text>
          ) : (
            review.copy_recipients.map((r) => (
              <Group key={r.uuid} gap={6} wrap="nowrap">
                <IconUsers size={16} aria-hidden />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Trans
                    i18nKey={
                      r.email
                        ? 'editor.request.copyByEmail'
                        : r.mobile_number
                          ? 'editor.request.copyByNumber'
                          : 'editor.request.copyGets'
                    }
                    values={{ name: r.name, to: r.email ?? r.mobile_number }}
                    components={{ b: <b /> }}
                  />
                </Text>
              </Group>
            ))
          )}
        </Section>
        <Divider />
        <Section title={t('editor.request.email')}>
          <TextInput
            label={t('editor.settings.subject')}
            placeholder={t('editor.request.subjectDefault', {
              sender: pack.created_by_name,
              name: pack.document_name,
            })}
            maxLength={SUBJECT_MAX}
            value={draft.subject}
            onChange={(e) => setDraft({ ...draft, subject: e.currentTarget.value })}
          />
          <AutocompleteTextarea
            label={t('editor.settings.message')}
            placeholder={t('editor.settings.messagePlaceholder')}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={MESSAGE_MAX}
            value={draft.message}
            onChange={(message) => setDraft({ ...draft, message })}
            entries={fieldEntries}
          />
          <Text size="xs" c="dimmed">
            {t('editor.request.wordingHelp')}
          </Text>
        </Section>
        <Section title={t('editor.request.reminders')}>
          {rules.isPending ? (
            <Skeleton h={20} w="50%" />
          ) : rules.isError ? (
            <Text size="sm" c="dimmed">
              {t('editor.request.remindersFailed')}
            </Text>
          ) : review.reminders.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('editor.request.noReminders')}
            </Text>
          ) : (
            review.reminders.map((seconds, index) => (
              <Group key={index} gap={6} wrap="nowrap">
                <IconBell size={16} aria-hidden />
                <Text size="sm">
                  {t('editor.request.reminder', { after: countdownText(t, seconds) })}
                </Text>
              </Group>
            ))
          )}
        </Section>
        {inPerson && (
          <Text size="sm" c="dimmed">
            {t('editor.request.inPersonAfter')}
          </Text>
        )}
        {/* Kept in sight while the review scrolls: the decision is always one tap away. */}
        <Group
          justify="flex-end"
          gap="sm"
          py="sm"
          style={{
            position: 'sticky',
            bottom: 0,
            zIndex: 1,
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-gray-2)',
          }}
        >
          <Button variant="default" onClick={back} disabled={sending}>
            {t('editor.request.back')}
          </Button>
          <Button
            leftSection={<IconSend size={16} />}
            loading={sending || saving}
            onClick={() => void send().catch(() => undefined)}
            data-autofocus
          >
            {inPerson ? t('editor.request.sendInPerson') : t('editor.request.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

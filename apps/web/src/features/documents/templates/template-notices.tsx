import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGE_DURATIONS, type TemplateSaveOutcome } from '@quire/domain';
import { NOTICE_COLORS } from '../../../app/notices.ts';
import { i18n } from '../../../i18n/i18n.ts';

/**
 * Notices live outside the router (they are shown from the providers), so their links are plain
 * hash addresses, which the hash router follows like any other.
 */
const noticeWithLink = (
  outcome: TemplateSaveOutcome,
  link: { href: string; label: string } | null,
) => {
  const id = `template-notice-${Date.now()}`;
  notifications.show({
    id,
    color: NOTICE_COLORS[outcome.color],
    autoClose: MESSAGE_DURATIONS.normal * 2,
    message: (
      <Text size="sm" component="span">
        {outcome.message}{' '}
        {link && (
          <Anchor href={link.href} size="sm" fw={600} onClick={() => notifications.hide(id)}>
            {link.label}
          </Anchor>
        )}
      </Text>
    ),
  });
};

/** "Saved as template." with a link to the new template. */
export const showSavedAsTemplate = (templateKey: string) =>
  noticeWithLink(
    { color: 'success', message: i18n.t('documents.templates.saved') },
    { href: `#documents/${templateKey}`, label: i18n.t('documents.templates.open') },
  );

/** The bulk bar's outcome, with a way to the templates tab when any were saved. */
export const showTemplatesSaved = (outcome: TemplateSaveOutcome, anySaved: boolean) =>
  noticeWithLink(
    outcome,
    anySaved
      ? { href: '#documents?document_type=template', label: i18n.t('documents.templates.show') }
      : null,
  );

import { Badge, Divider, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconApi,
  IconBell,
  IconChevronRight,
  IconClockHour4,
  IconLayoutList,
  IconLink,
  IconPlugConnected,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type ComponentType, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import type { PackDto } from '../../documents/documents-api.ts';
import {
  takeEditorUiRequest,
  useEditorUiRequest,
  type EditorUiRequest,
} from '../editor-ui-requests.ts';
import { ApiDetailsModal } from './api-details/api-details-modal.tsx';
import { AppendicesSection } from './appendices/appendices-section.tsx';
import { AttributesSection } from './attributes/attributes-section.tsx';
import { TemplateToolsSection } from '../mapping/template-tools-section.tsx';
import { PrefillFromXplanSection } from '../xplan/prefill-from-xplan-section.tsx';
import { TemplateLinkModal } from '../template-link/template-link-modal.tsx';
import { FormViewModal } from './form-view/form-view-modal.tsx';
import { NotificationRulesModal } from './notifications/notification-rules-modal.tsx';
import { SigningDeadlineModal, describeDeadline } from './deadline/signing-deadline-modal.tsx';
import { EventSubscriptionsModal } from './subscriptions/event-subscriptions-modal.tsx';
import { useExtrasPermissions } from './use-extras-permissions.ts';

type Dialog =
  | 'notifications'
  | 'deadline'
  | 'subscriptions'
  | 'form_view'
  | 'api_details'
  | 'template_links'
  | null;

const Section = ({
  title,
  children,
  ref,
}: {
  title: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) => (
  <Stack gap="xs" component="section" aria-label={title} ref={ref} tabIndex={-1}>
    <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: 0.4 }}>
      {title}
    </Text>
    {children}
  </Stack>
);

const OpenRow = ({
  icon: Icon,
  label,
  hint,
  onClick,
  readOnly,
}: {
  icon: ComponentType<{ size?: number }>;
  label: string;
  hint: string;
  onClick: () => void;
  readOnly: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={onClick}
      p="xs"
      aria-label={label}
      style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="sm" wrap="nowrap">
        <Icon size={18} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {hint}
          </Text>
        </Stack>
        {readOnly && (
          <Badge size="xs" variant="light" color="gray">
            {t('editor.more.view')}
          </Badge>
        )}
        <IconChevronRight size={16} color="var(--mantine-color-gray-5)" />
      </Group>
    </UnstyledButton>
  );
};

/** The editor's "More" tab: supporting documents, custom fields, and the pack's other setups. */
export const MorePanel = ({ pack }: { pack: PackDto }) => {
  const permissions = useExtrasPermissions(pack);
  const { t } = useTranslation();
  const format = useFormatters();
  const [dialog, setDialog] = useState<Dialog>(null);
  // A deadline can still be moved while the pack awaits signatures (to extend it).
  const deadlineOpen =
    !pack.is_deleted && (pack.status === 'setup' || pack.status === 'awaiting_signatures');
  const close = () => setDialog(null);
  const customFields = useRef<HTMLDivElement>(null);
  // The §2 tab dropdown's 'Form view' and 'Custom controls' land here.
  const request = useEditorUiRequest(pack.key);
  const [opened, setOpened] = useState<EditorUiRequest | null>(null);
  if (request?.target === 'form_view' && request !== opened) {
    setOpened(request);
    setDialog('form_view');
  }
  useEffect(() => {
    if (!request || request.target === 'field_rules') return;
    takeEditorUiRequest(request);
    if (request.target !== 'custom_controls') return;
    const section = customFields.current;
    // jsdom has no scrolling.
    section?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    // The first custom field's control, or else the way to add a custom field.
    const target =
      section?.querySelector<HTMLElement>('[data-configure-control]') ??
      section?.querySelector<HTMLElement>('button') ??
      section;
    target?.focus({ preventScroll: true });
  }, [request]);
  return (
    <Stack gap="lg">
      <PrefillFromXplanSection pack={pack} />
      <Section title={t('editor.more.appendices')}>
        <AppendicesSection
          packKey={pack.key}
          readOnly={!permissions.editable}
          canViewTeams={permissions.teamAudience}
        />
      </Section>
      <Divider />
      <Section title={t('editor.more.customFields')} ref={customFields}>
        <AttributesSection
          pack={pack}
          readOnly={!permissions.editable}
          canConfigureControls={permissions.customControls}
        />
      </Section>
      {permissions.editable && (
        <>
          <Divider />
          <Section
            title={
              pack.document_type === 'template'
                ? t('editor.more.bulkAndTemplates')
                : t('editor.mapping.templates')
            }
          >
            <TemplateToolsSection pack={pack} />
          </Section>
        </>
      )}
      <Divider />
      <Section title={t('editor.more.around')}>
        <OpenRow
          icon={IconBell}
          label={t('editor.more.notificationRules')}
          hint={t('editor.more.notificationRulesHint')}
          readOnly={!permissions.notificationRules}
          onClick={() => setDialog('notifications')}
        />
        {pack.document_type === 'document' && (
          <OpenRow
            icon={IconClockHour4}
            label={t('editor.deadline.title')}
            hint={describeDeadline(t, format, pack.signing_expires_at)}
            readOnly={!permissions.notificationRules || !deadlineOpen}
            onClick={() => setDialog('deadline')}
          />
        )}
        <OpenRow
          icon={IconPlugConnected}
          label={t('editor.more.subscriptions')}
          hint={t('editor.more.subscriptionsHint')}
          readOnly={!permissions.eventSubscriptions}
          onClick={() => setDialog('subscriptions')}
        />
        <OpenRow
          icon={IconLayoutList}
          label={t('editor.more.formView')}
          hint={t('editor.more.formViewHint')}
          readOnly={!permissions.formViews || !permissions.editable}
          onClick={() => setDialog('form_view')}
        />
        {permissions.apiDetails && (
          <OpenRow
            icon={IconApi}
            label={t('editor.more.apiDetails')}
            hint={t('editor.more.apiDetailsHint')}
            readOnly={false}
            onClick={() => setDialog('api_details')}
          />
        )}
        {pack.document_type === 'template' && permissions.templateLinks && (
          <OpenRow
            icon={IconLink}
            label={t('editor.link.title')}
            hint={t('editor.more.templateLinksHint')}
            readOnly={!permissions.reusableLink}
            onClick={() => setDialog('template_links')}
          />
        )}
      </Section>
      <NotificationRulesModal
        packKey={pack.key}
        opened={dialog === 'notifications'}
        onClose={close}
        readOnly={!permissions.notificationRules}
      />
      <SigningDeadlineModal
        packKey={pack.key}
        current={pack.signing_expires_at}
        opened={dialog === 'deadline'}
        onClose={close}
        readOnly={!permissions.notificationRules || !deadlineOpen}
      />
      <EventSubscriptionsModal
        packKey={pack.key}
        opened={dialog === 'subscriptions'}
        onClose={close}
        readOnly={!permissions.eventSubscriptions}
      />
      <ApiDetailsModal packKey={pack.key} opened={dialog === 'api_details'} onClose={close} />
      <TemplateLinkModal
        packKey={pack.key}
        opened={dialog === 'template_links'}
        onClose={close}
        canManage={permissions.reusableLink}
      />
      <FormViewModal
        pack={pack}
        opened={dialog === 'form_view'}
        onClose={close}
        readOnly={!permissions.formViews || !permissions.editable}
      />
    </Stack>
  );
};

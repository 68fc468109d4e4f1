import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { usePermission, useSelectedMembership } from '../app/session/use-permissions.ts';
import { ArchivableList, type ArchivableItem, type ListQuery } from './archivable-list.tsx';
import { EmptyState } from './empty-state.tsx';
import { NoAccessView } from './no-access-view.tsx';
import { PageHeading } from './page-heading.tsx';

/** The words of one archivable list screen, already translated. */
export type ArchivableListPageTexts = {
  title: string;
  intro: string;
  /** What a member without the right cannot see: "the client lists". */
  noAccessSubject: string;
  /** The button that makes a new one: "New client list". */
  create: string;
  /** Plural, lower case: 'client lists'. */
  noun: string;
  fetchFailed: string;
  emptyTitle: string;
  emptyText: string;
};

/**
 * A data-source screen of named things a workspace keeps and archives (client lists, metadata
 * sets): who may not look sees why; who may sees the heading, the list, an empty state that offers
 * the first one, and the modal that names a new one.
 */
export const ArchivableListPage = <T,>({
  texts,
  query,
  toItem,
  emptyIcon,
  emptyTextMaw,
  createModal,
}: {
  texts: ArchivableListPageTexts;
  query: ListQuery<T>;
  toItem: (thing: T) => ArchivableItem;
  emptyIcon: ReactNode;
  emptyTextMaw: number;
  createModal: (opened: boolean, onClose: () => void) => ReactNode;
}) => {
  const allowed = usePermission('user_profile_permissions.can_view_data_sources');
  const membership = useSelectedMembership();
  const [creating, setCreating] = useState(false);

  if (!allowed)
    return (
      <NoAccessView
        title={texts.title}
        subject={texts.noAccessSubject}
        workspaceName={membership?.account_name}
      />
    );

  const createButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {texts.create}
    </Button>
  );
  return (
    <Stack gap="lg" maw={880}>
      {/* With none yet the empty state offers the one button. */}
      <PageHeading
        title={texts.title}
        intro={texts.intro}
        action={!!query.data?.length && createButton}
      />
      <ArchivableList
        query={query}
        toItem={toItem}
        noun={texts.noun}
        fetchFailed={texts.fetchFailed}
        empty={
          <EmptyState
            icon={emptyIcon}
            title={texts.emptyTitle}
            text={texts.emptyText}
            textMaw={emptyTextMaw}
            action={createButton}
          />
        }
      />
      {createModal(creating, () => setCreating(false))}
    </Stack>
  );
};

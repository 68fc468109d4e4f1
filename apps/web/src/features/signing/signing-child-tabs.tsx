import { Button, Group, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PackChild } from '../documents/documents-api.ts';
import type { SigningState } from './use-signing-state.ts';

type Props = {
  documents: PackChild[];
  selected: string | null;
  onSelect: (key: string) => void;
  state: Pick<SigningState, 'order' | 'incomplete' | 'shown'>;
  /** Documents the next-document action has shown (§4 marks them visited). */
  visited?: ReadonlySet<string>;
  /** §4 next-document action; answers false when §9's cap stopped it. */
  onNextDocument?: () => boolean;
};

/** A tab per document of the pack, each with how many of the signer's fields are still to fill. */
export const SigningChildTabs = ({
  documents,
  selected,
  onSelect,
  state,
  visited,
  onNextDocument,
}: Props) => {
  const { t } = useTranslation();
  const left = (key: string) =>
    state.order.filter(
      (u) => state.incomplete.has(u) && state.shown.find((f) => f.uuid === u)?.document_key === key,
    ).length;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Tabs value={selected} onChange={(v) => v && onSelect(v)} style={{ flex: 1, minWidth: 0 }}>
        <Tabs.List>
          {documents.map((c) => (
            <Tabs.Tab
              key={c.key}
              value={c.key}
              rightSection={
                visited?.has(c.key) && left(c.key) === 0 ? (
                  <>
                    <IconEye size={14} aria-hidden />
                    <VisuallyHidden>{t('signer.tabs.viewed')}</VisuallyHidden>
                  </>
                ) : undefined
              }
            >
              {c.document_name}
              <ChildCount child={c} left={left(c.key)} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {onNextDocument && (
        <Button
          variant="subtle"
          size="xs"
          rightSection={<IconArrowRight size={14} />}
          onClick={() => onNextDocument()}
        >
          {t('signer.tabs.nextDocument')}
        </Button>
      )}
    </Group>
  );
};

const ChildCount = ({ child, left }: { child: PackChild; left: number }) => {
  const { t } = useTranslation();
  return left > 0 ? (
    <Text
      span
      size="xs"
      c="red.7"
      ml={6}
      aria-label={t('signer.tabs.left', { count: left, document: child.document_name })}
    >
      {left}
    </Text>
  ) : null;
};

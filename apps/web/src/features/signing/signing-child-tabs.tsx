import { Tabs, Text } from '@mantine/core';
import type { PackChild } from '../documents/documents-api.ts';
import type { SigningState } from './use-signing-state.ts';

type Props = {
  documents: PackChild[];
  selected: string | null;
  onSelect: (key: string) => void;
  state: Pick<SigningState, 'order' | 'incomplete' | 'shown'>;
};

/** A tab per document of the pack, each with how many of the signer's fields are still to fill. */
export const SigningChildTabs = ({ documents, selected, onSelect, state }: Props) => {
  const left = (key: string) =>
    state.order.filter(
      (u) => state.incomplete.has(u) && state.shown.find((f) => f.uuid === u)?.document_key === key,
    ).length;
  return (
    <Tabs value={selected} onChange={(v) => v && onSelect(v)}>
      <Tabs.List>
        {documents.map((c) => (
          <Tabs.Tab key={c.key} value={c.key}>
            {c.document_name}
            <ChildCount child={c} left={left(c.key)} />
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
};

const ChildCount = ({ child, left }: { child: PackChild; left: number }) =>
  left > 0 ? (
    <Text
      span
      size="xs"
      c="red.7"
      ml={6}
      aria-label={`${left} fields to fill in ${child.document_name}`}
    >
      {left}
    </Text>
  ) : null;

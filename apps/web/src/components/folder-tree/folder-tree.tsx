import { Group, Loader, Text } from '@mantine/core';
import type { TreeFolder } from '@quire/domain';
import {
  IconChevronDown,
  IconChevronRight,
  IconFolder,
  IconFolderOpen,
  IconFolders,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import classes from './folder-tree.module.css';
import { moveTreeFocus } from './tree-keyboard.ts';
import { TreeLevelFailure } from './tree-level-failure.tsx';
import { useTreeLevel } from './use-tree-level.ts';
import { useTranslation } from 'react-i18next';

export type FolderTreeProps = {
  treeId: string;
  /** The root as people see it ('All documents', the workspace's name…). */
  rootLabel: string;
  /** The chosen folder; null is the root. */
  selectedId: string | null;
  onSelect: (folder: { id: string; name: string } | null) => void;
  /** A folder left out with everything under it (the one being moved). */
  hiddenId?: string | null;
  /** Names the tree for assistive technology. */
  label: string;
  /** A folder to show, with the folders above it opened (one just made). */
  revealId?: string | null;
};

type NodeProps = Omit<FolderTreeProps, 'rootLabel' | 'label' | 'revealId'> & {
  expanded: ReadonlySet<string>;
  onToggle: (id: string, open: boolean) => void;
};

const ITEM_INDENT = 16;

/** One level's folders, or its loading and failure (with the §8 reload option). */
const Level = ({
  parentId,
  depth,
  ...props
}: NodeProps & { parentId: string | null; depth: number }) => {
  const { t } = useTranslation();
  const level = useTreeLevel(props.treeId, parentId);
  const pad = { paddingLeft: depth * ITEM_INDENT + 26 };
  if (level.isPending)
    return (
      <li role="none" style={pad}>
        <Group gap={6} py={6}>
          <Loader size={12} />
          <Text size="xs" c="dimmed">
            {t('components.folders.loading')}
          </Text>
        </Group>
      </li>
    );
  if (level.isError)
    return (
      <li role="none" style={{ paddingLeft: depth * ITEM_INDENT }}>
        <TreeLevelFailure onReload={() => void level.refetch()} reloading={level.isFetching} />
      </li>
    );
  const folders = level.data.folders.filter((f) => f.id !== props.hiddenId);
  if (folders.length === 0 && parentId === null)
    return (
      <li role="none" style={pad}>
        <Text size="xs" c="dimmed" py={6}>
          {t('components.folders.none')}
        </Text>
      </li>
    );
  return folders.map((folder) => (
    <FolderNode key={folder.id} folder={folder} depth={depth} {...props} />
  ));
};

const FolderNode = ({
  folder,
  depth,
  ...props
}: NodeProps & { folder: TreeFolder; depth: number }) => {
  const open = props.expanded.has(folder.id);
  const selected = props.selectedId === folder.id;
  const Icon = open ? IconFolderOpen : IconFolder;
  return (
    <>
      <li
        role="treeitem"
        className={classes.item}
        // Named by the folder alone; a flat list with aria-level, so an item is just its row.
        aria-label={folder.name}
        aria-level={depth + 1}
        aria-selected={selected}
        aria-expanded={folder.has_children ? open : undefined}
        tabIndex={selected ? 0 : -1}
        data-folder-id={folder.id}
        data-has-children={folder.has_children}
        onClick={() => {
          props.onSelect({ id: folder.id, name: folder.name });
          // Choosing a folder shows what is in it, its folders included.
          if (folder.has_children && !open) props.onToggle(folder.id, true);
        }}
      >
        <div className={classes.row} style={{ paddingLeft: depth * ITEM_INDENT }}>
          <span
            className={classes.toggle}
            aria-hidden
            onClick={(event) => {
              event.stopPropagation();
              if (folder.has_children) props.onToggle(folder.id, !open);
            }}
          >
            {folder.has_children &&
              (open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />)}
          </span>
          <Icon size={16} style={{ flex: 'none' }} aria-hidden />
          <span className={classes.name}>{folder.name}</span>
        </div>
      </li>
      {open && <Level parentId={folder.id} depth={depth + 1} {...props} />}
    </>
  );
};

/**
 * The workspace's folder tree (§1, §7), one level loaded at a time as folders are opened. A
 * WAI-ARIA tree: arrows move and open, Enter or Space chooses, Home and End jump.
 */
export const FolderTree = ({ rootLabel, label, revealId = null, ...props }: FolderTreeProps) => {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  // A folder chosen before (the address, a reload) or just made is shown: the folders above open.
  const selectedPath = useTreeLevel(props.treeId, props.selectedId, props.selectedId !== null).data
    ?.path;
  const revealedPath = useTreeLevel(props.treeId, revealId, revealId !== null).data?.path;
  const above = [selectedPath, revealedPath].flatMap((p) => (p ?? []).slice(0, -1));
  const aboveKey = above.map((p) => p.id).join('|');
  const [opened, setOpened] = useState('');
  // Opened once per new path (state adjusted while rendering): a person may close them again.
  if (aboveKey !== opened) {
    setOpened(aboveKey);
    if (above.length > 0)
      setExpanded((current) => new Set([...current, ...above.map((p) => p.id)]));
  }

  const onToggle = (id: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    if (!item) return;
    const id = item.dataset.folderId ?? null;
    const isOpen = item.getAttribute('aria-expanded') === 'true';
    const hasChildren = item.dataset.hasChildren === 'true';
    const handled = (() => {
      switch (event.key) {
        case 'Enter':
        case ' ':
          item.click();
          return true;
        case 'ArrowRight':
          if (id !== null && hasChildren && !isOpen) onToggle(id, true);
          else moveTreeFocus(event.currentTarget, item, 'child');
          return true;
        case 'ArrowLeft':
          if (id !== null && isOpen) onToggle(id, false);
          else moveTreeFocus(event.currentTarget, item, 'parent');
          return true;
        case 'ArrowDown':
          return moveTreeFocus(event.currentTarget, item, 'next');
        case 'ArrowUp':
          return moveTreeFocus(event.currentTarget, item, 'previous');
        case 'Home':
          return moveTreeFocus(event.currentTarget, item, 'first');
        case 'End':
          return moveTreeFocus(event.currentTarget, item, 'last');
        default:
          return false;
      }
    })();
    if (handled) event.preventDefault();
  };

  const rootSelected = props.selectedId === null;
  const treeRef = useRef<HTMLUListElement>(null);
  // The chosen folder may sit in a closed folder: then the root is where Tab enters the tree.
  useEffect(() => {
    const tree = treeRef.current;
    if (tree && !tree.querySelector('[role="treeitem"][tabindex="0"]'))
      tree.querySelector<HTMLElement>('[role="treeitem"]')?.setAttribute('tabindex', '0');
  });
  return (
    <ul ref={treeRef} role="tree" aria-label={label} className={classes.tree} onKeyDown={onKeyDown}>
      <li
        role="treeitem"
        className={classes.item}
        aria-label={rootLabel}
        aria-level={1}
        aria-selected={rootSelected}
        aria-expanded
        tabIndex={rootSelected ? 0 : -1}
        onClick={() => props.onSelect(null)}
      >
        <div className={classes.row}>
          <span className={classes.toggle} aria-hidden>
            <IconFolders size={16} />
          </span>
          <span className={classes.name}>{rootLabel}</span>
        </div>
      </li>
      <Level parentId={null} depth={1} expanded={expanded} onToggle={onToggle} {...props} />
    </ul>
  );
};

import { Alert, Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import {
  FORM_HEADING_SIZES,
  signerForm,
  type DateFormat,
  type SignerFormItem,
} from '@quire/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SigningFieldActions } from '../signing-field-actions.ts';
import type { SigningField } from '../use-signing-state.ts';
import { FormViewField } from './form-view-field.tsx';
import classes from './signer-form-view.module.css';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import type { SignerFormViewState } from './use-signer-form-view.ts';

type Props = {
  packKey: string;
  /** The pack's form view (every field in reading order when the owner set none up). */
  form: SignerFormViewState;
  /** The signer's fields as they now stand, in reading order. */
  mine: readonly SigningField[];
  missing: ReadonlySet<string>;
  dateFormat: DateFormat;
  actions: SigningFieldActions;
  /** The page view's scroller is gone while the form shows: the wizard must not call it. */
  onScroller: (scrollTo: (index: number) => void) => void;
};

const HEADING_ORDER = { h1: 1, h2: 2, h3: 3 } as const;

/**
 * §2 form view for signers: the owner's form (headings, paragraphs, fields in their order) as one
 * accessible column of labelled controls, filling the very fields the pages show.
 */
export const SignerFormView = ({ form: view, mine, onScroller, ...p }: Props) => {
  const { t } = useTranslation();
  const byUuid = useMemo(() => new Map(mine.map((f) => [f.uuid, f])), [mine]);
  const entries = view.entries;
  const form = useMemo(
    () =>
      signerForm(
        entries ?? [],
        mine.map((f) => f.uuid),
      ),
    [entries, mine],
  );
  useEffect(() => onScroller(() => undefined), [onScroller]);
  if (view.failed)
    return (
      <Alert color="red" title={t('signer.form.failed')} className={classes.form}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('signer.form.failedText')}</Text>
          <Button size="xs" variant="default" onClick={() => view.setMode('pages')}>
            {t('signer.form.showPages')}
          </Button>
        </Stack>
      </Alert>
    );
  if (!entries) return <FullPageLoader label={t('signer.form.loading')} />;

  const render = (item: SignerFormItem) => {
    if (item.kind === 'text') return <TextBlock key={item.uuid} item={item} />;
    const field = byUuid.get(item.uuid);
    return field ? (
      <FormViewField
        key={item.uuid}
        field={field}
        label={item.label}
        packKey={p.packKey}
        missing={p.missing.has(item.uuid)}
        dateFormat={p.dateFormat}
        actions={p.actions}
      />
    ) : null;
  };

  return (
    <Paper
      component="section"
      aria-label={t('signer.form.region')}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      className={classes.form}
    >
      {mine.length === 0 ? (
        <Alert color="gray" title={t('signer.form.nothing')}>
          {t('signer.form.nothingText')}
        </Alert>
      ) : (
        <Stack gap="lg">
          {form.items.map(render)}
          {form.extra.length > 0 && (
            <>
              {form.items.length > 0 && <Divider />}
              <Title order={2} fz={FORM_HEADING_SIZES.h3}>
                {form.items.length > 0 ? t('signer.form.alsoToFill') : t('signer.form.yourFields')}
              </Title>
              {form.extra.map(render)}
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
};

const TextBlock = ({ item }: { item: Extract<SignerFormItem, { kind: 'text' }> }) =>
  item.type === 'p' ? (
    <Text fz={FORM_HEADING_SIZES.p} style={{ whiteSpace: 'pre-wrap' }}>
      {item.text}
    </Text>
  ) : (
    <Title order={HEADING_ORDER[item.type]} fz={FORM_HEADING_SIZES[item.type]}>
      {item.text}
    </Title>
  );

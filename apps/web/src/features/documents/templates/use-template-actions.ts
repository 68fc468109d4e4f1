import { templateSaveOutcome, type DocumentDto } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../app/api-client.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { documentActions } from '../documents-api.ts';
import { showOutcome } from '../show-outcome.ts';
import { showSavedAsTemplate, showTemplatesSaved } from './template-notices.tsx';

/** What is running: one document's or template's key, or the bulk bar's save. */
export type TemplateBusy = string | 'bulk' | null;

/**
 * Save as template (§7 convert_to_template) and Use template (create_a_copy with
 * template_to_document), shared by the document view, the list rows, the bulk bar and the
 * templates popup so each says the same things.
 */
export const useTemplateActions = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<TemplateBusy>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documents });

  const saveAsTemplate = async (doc: Pick<DocumentDto, 'key'>) => {
    setBusy(doc.key);
    try {
      const answer = await documentActions.saveAsTemplate(doc.key);
      showSavedAsTemplate(answer.document.key);
      await refresh();
    } catch {
      // The api client has shown the server's message.
    } finally {
      setBusy(null);
    }
  };

  /** One template per document; the server's reason is kept for when none could be saved. */
  const saveEachAsTemplate = async (docs: readonly Pick<DocumentDto, 'key'>[]) => {
    setBusy('bulk');
    let saved = 0;
    let reason: string | null = null;
    for (const doc of docs) {
      try {
        await documentActions.saveAsTemplate(doc.key, { silent: true });
        saved += 1;
      } catch (error) {
        reason ??= error instanceof ApiError && error.reason === 'failure' ? error.message : null;
      }
    }
    const { color } = templateSaveOutcome(saved, docs.length - saved);
    const total = docs.length;
    const message =
      saved === 0
        ? (reason ?? i18n.t('documents.templates.noneSaved'))
        : saved < total
          ? i18n.t('documents.templates.someSaved', { saved, total })
          : saved === 1
            ? i18n.t('documents.templates.saved')
            : i18n.t('documents.templates.manySaved', { count: saved });
    showTemplatesSaved({ color, message }, saved > 0);
    setBusy(null);
    await refresh();
    return saved > 0;
  };

  /** A new document from the template, opened in the editor (§2 #documents/{id}/from_template). */
  const startFromTemplate = async (templateKey: string): Promise<boolean> => {
    setBusy(templateKey);
    try {
      const answer = await documentActions.copyFromTemplate(templateKey);
      showOutcome(answer.message);
      await refresh();
      navigate(`/documents/${answer.document.key}/from_template`);
      return true;
    } catch {
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { busy, saveAsTemplate, saveEachAsTemplate, startFromTemplate };
};

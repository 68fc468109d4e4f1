import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api-client.ts';
import { showDanger } from '../../../../app/notices.ts';
import { fieldRulesApi } from '../extras-api.ts';
import { EXTRAS_KEYS } from '../extras-query-keys.ts';

const reasonOf = (error: unknown): string | null =>
  error instanceof ApiError && error.reason === 'failure' ? error.message : null;

/** The pack's field rules and the calls that change them; failures say 'Error updating field condition' (§8). */
export const useFieldRules = (packKey: string) => {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const queryKey = EXTRAS_KEYS.fieldRules(packKey);
  const rules = useQuery({
    queryKey,
    queryFn: ({ signal }) => fieldRulesApi.list(packKey, signal),
  });
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  /** Resolves true once saved; on failure keeps the server's reason in `saveError`. */
  const save = async (ruleId: string, target: string, infix: string): Promise<boolean> => {
    setSaving(true);
    setSaveError(null);
    try {
      await fieldRulesApi.save(packKey, ruleId, {
        field_or_group: target,
        infix_logic: infix,
        field_rule_type: 'field_group_enabled',
      });
      await queryClient.invalidateQueries({ queryKey });
      return true;
    } catch (error) {
      showDanger(t('editor.rules.failed'));
      setSaveError(reasonOf(error));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const remove = async (ruleId: string) => {
    setDeleting(ruleId);
    try {
      await fieldRulesApi.remove(packKey, ruleId);
      await queryClient.invalidateQueries({ queryKey });
    } catch {
      showDanger(t('editor.rules.failed'));
    } finally {
      setDeleting(null);
    }
  };

  return { rules, save, remove, saving, saveError, clearError: () => setSaveError(null), deleting };
};

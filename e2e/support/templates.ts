import type { Page } from '@playwright/test';
import { call, expectOk } from './api-calls.ts';

/** Turns a seeded pack into a template (the list's "Save as template"); answers its key. */
export const asTemplate = async (page: Page, key: string): Promise<string> =>
  (
    (await expectOk(call(page, `/app/documents/${key}/convert_to_template`))).document as {
      key: string;
    }
  ).key;

/**
 * Adds a required text field with a custom id to a template's first document, below the seeded
 * signers' fields: one a mapping must fill. `signatory` is the field's signatory_uuid ('self':
 * the sender fills it; omitted: no one yet).
 */
export const addDataField = async (
  page: Page,
  template: string,
  customId: string,
  options: { y: number; signatory?: 'self' },
) => {
  const child = (
    (await expectOk(call(page, `/app/documents/${template}`))).document as {
      child_documents: { key: string }[];
    }
  ).child_documents[0]!.key;
  await expectOk(
    call(page, `/app/documents/${template}/add_update_data_field`, {
      data: [
        {
          uuid: crypto.randomUUID(),
          document_key: child,
          type: 'text',
          custom_id: customId,
          ...(options.signatory ? { signatory_uuid: options.signatory } : {}),
          required: true,
          page_index: 0,
          x: 72,
          y: options.y,
          width: 160,
          height: 28,
        },
      ],
    }),
  );
};

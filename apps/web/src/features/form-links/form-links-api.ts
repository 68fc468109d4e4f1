import type { FormSubmission, PublicForm } from '@quire/domain';
import { api } from '../../app/api-client.ts';

const form = (key: string, action = '') => `/app/forms/${encodeURIComponent(key)}${action}`;

/** The public form calls (docs/api-form-links.md); silent: the page shows its own failures. */
export const formLinksApi = {
  get: async (key: string, signal?: AbortSignal): Promise<PublicForm> =>
    (
      await api.get<{ form: PublicForm }>(form(key), {
        signal,
        silent: true,
        ignoreUnauthorized: true,
      })
    ).form,
  submit: (key: string, body: FormSubmission) =>
    api.post<{ document_key: string; signing_link: string }>(
      form(key, '/add_temp_signatories_and_field_rules'),
      body,
      { silent: true, ignoreUnauthorized: true },
    ),
};

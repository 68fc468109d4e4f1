import type { PendingSigningRequest } from '@quire/domain';
import { api } from '../../../app/api-client.ts';

const path = (key: string, action: string) => `/app/documents/${encodeURIComponent(key)}/${action}`;
const forSigner = (key: string, action: string, uuid: string) =>
  path(key, `${action}/${encodeURIComponent(uuid)}`);

/**
 * The owner's calls while a pack is out for signing (docs/api-signing.md "Owner actions"). None is
 * silent: a refusal is shown in the server's words (§8 "A signing-link failure shows the server
 * message", the disabled-notifications message of a resend, and so on).
 */
export const manageApi = {
  resend: (packKey: string, uuid: string) =>
    api.post<{ message: string }>(forSigner(packKey, 'resend_document_notification', uuid), {}),
  signingLink: async (packKey: string, uuid: string): Promise<string> =>
    (
      await api.post<{ signing_link: string }>(
        forSigner(packKey, 'generate_signing_link_for_signatory', uuid),
        { token_type: 'signing_link' },
      )
    ).signing_link,
  exclude: (packKey: string, uuid: string, keepViewingNotifications: boolean) =>
    api.post<{ message: string; document_completed: boolean }>(path(packKey, 'exclude_signatory'), {
      data: { uuid },
      excluded_signers_can_receive_viewing_notifications: keepViewingNotifications,
    }),
  /** §7 update_signatory_details; a field's refusal comes back as ApiError details.field. */
  updateDetails: (
    packKey: string,
    signatory: { uuid: string; name: string; email: string | null; mobile_number: string | null },
  ) =>
    api.post<{ message: string; signatory: { date_updated: string } }>(
      path(packKey, 'update_signatory_details'),
      { signatory },
    ),
  /** §7 enqueue_document_mails: this round's requests to whoever is due and not yet asked. */
  enqueueMails: (packKey: string) =>
    api.post<{ message: string }>(path(packKey, 'enqueue_document_mails'), {}),
  markComplete: (packKey: string) =>
    api.post<{ message: string; status: 'complete'; date_updated: string }>(
      path(packKey, 'update_document'),
      { data: { update_status_to: 'complete' } },
    ),
  /** Quiet: the modal is an offer; without an answer there is simply nothing to offer. */
  pendingRequests: async (
    documentKey: string | undefined,
    signal?: AbortSignal,
  ): Promise<PendingSigningRequest[]> =>
    (
      await api.get<{ tokens: PendingSigningRequest[] }>(
        '/app/tokens/get_pending_signing_requests',
        {
          query: { document_key: documentKey },
          signal,
          silent: true,
        },
      )
    ).tokens,
};

/**
 * §2 in-person signing: a GET the browser itself follows (the server answers 302 to switch_user,
 * which sets the signer's session cookie), so it is a full navigation, never a fetch.
 */
export const inPersonSigningUrl = (packKey: string, uuid: string): string =>
  forSigner(packKey, 'assign_user_to_next_signatory', uuid);

/** The browser boundary of that navigation; tests replace it to see where it would go. */
export const browserNavigation = {
  assign: (url: string): void => window.location.assign(url),
};

/**
 * Asks for the in-person link with the app's session and workspace headers (a bare navigation
 * carries neither), then hands the browser to it.
 */
export const signInPerson = async (packKey: string, uuid: string): Promise<void> => {
  const answer = await api.get<{ signing_link: string }>(inPersonSigningUrl(packKey, uuid));
  browserNavigation.assign(answer.signing_link);
};

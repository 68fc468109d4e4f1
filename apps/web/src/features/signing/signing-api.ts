import {
  isTimeZone,
  type DataField,
  type FieldRule,
  type FormViewEntry,
  type Locale,
} from '@quire/domain';
import { ApiError, api } from '../../app/api-client.ts';

const path = (key: string, action: string) => `/app/documents/${encodeURIComponent(key)}/${action}`;

/** One field as a submission carries it (docs/api-signing.md "Submitting"). */
export type FieldInput = { uuid: string; data?: string | null; file_key?: string | null };

export type SubmitOptions = {
  signatoryUuid: string;
  fields: FieldInput[];
  updateStatusTo?: 'complete' | 'rejected';
  rejectionReason?: string | null;
  verificationOtp?: string | null;
  signedInPresence?: boolean;
};

export type SubmitAnswer = { message: string; document_completed?: boolean };

/** The browser's IANA time zone, or null when it has none the server would know. */
export const browserTimeZone = (): string | null => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : null;
};

/** §7: add_update_signatory retries on a network error, waiting a little longer each time. */
export const SUBMIT_RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Repeats a call while the network fails; the server answers a repeated submission once. */
export const withNetworkRetries = async <T>(
  call: () => Promise<T>,
  delays: readonly number[] = SUBMIT_RETRY_DELAYS_MS,
): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const network = error instanceof ApiError && error.reason === 'network';
      if (!network || attempt >= delays.length) throw error;
      await wait(delays[attempt]!);
    }
  }
};

export type OtpAnswer = {
  message: string;
  channel: OtpChannel;
  destination: string;
  expires_at: string;
  resend_after_seconds: number;
};

/** 'default' lets the server pick by the signer's channel (§7); the others need a mobile number. */
export type OtpChoice = 'default' | 'sms' | 'whatsapp' | 'voice';

export type OtpChannel = 'email' | 'sms' | 'whatsapp' | 'voice';
export type OtpDestination = { channel: OtpChannel; destination: string };

/** Where a code would go before one is sent (GET verification_otp_options, docs/api-signing.md). */
export type OtpOptions = OtpDestination & {
  code_length: number;
  resend_after_seconds: number;
  alternatives: OtpDestination[];
  pending: (OtpDestination & { expires_at: string }) | null;
};

/** The signer's calls of docs/api-signing.md. */
export const signingApi = {
  fields: async (packKey: string, signal?: AbortSignal): Promise<DataField[]> =>
    (await api.get<{ data_fields: DataField[] }>(path(packKey, 'get_data_fields'), { signal }))
      .data_fields,
  /** §7 the pack's form view (every field in reading order when none was set up). */
  formView: async (packKey: string, signal?: AbortSignal): Promise<FormViewEntry[]> =>
    (
      await api.get<{ data: { form_view: FormViewEntry[] } }>(
        `/app/form_views/get_form_view/${encodeURIComponent(packKey)}`,
        { signal },
      )
    ).data.form_view,
  rules: async (packKey: string, signal?: AbortSignal): Promise<FieldRule[]> =>
    (await api.get<{ field_rules: FieldRule[] }>(path(packKey, 'field_rules'), { signal }))
      .field_rules,
  /** Silent: the caller shows the refusal where the signer is looking (a modal, the bar). */
  submit: (packKey: string, o: SubmitOptions) =>
    withNetworkRetries(() =>
      api.post<SubmitAnswer>(
        path(packKey, 'add_update_signatory'),
        {
          data: { uuid: o.signatoryUuid, data_fields: o.fields },
          ...(o.updateStatusTo ? { update_status_to: o.updateStatusTo } : {}),
          ...(o.rejectionReason !== undefined ? { rejection_reason: o.rejectionReason } : {}),
          ...(o.verificationOtp ? { verification_otp: o.verificationOtp } : {}),
          ...(o.signedInPresence ? { signed_in_presence: true } : {}),
          // Which day 'date signed' fields get: the signer's (ADR 0019).
          ...(o.updateStatusTo === 'complete' ? { time_zone: browserTimeZone() } : {}),
        },
        { silent: true },
      ),
    ),
  rejectChild: (childKey: string, signatoryUuid: string, reason: string) =>
    api.post<{ message: string }>(
      path(childKey, `reject_child_document/${encodeURIComponent(signatoryUuid)}`),
      { rejection_reason: reason },
      { silent: true },
    ),
  signLater: (packKey: string, signatoryUuid: string) =>
    api.get<{ message: string }>(path(packKey, `sign_later/${encodeURIComponent(signatoryUuid)}`), {
      query: { return_json: true },
    }),
  /** The signer's language: their choice, else the stored one, else their browser's (remembered). */
  settleLocale: (
    packKey: string,
    signatoryUuid: string,
    body: { locale?: Locale; browser_languages?: string[] },
  ) =>
    api.post<{ locale: Locale }>(
      path(packKey, `signer_locale/${encodeURIComponent(signatoryUuid)}`),
      body,
      { silent: true },
    ),
  acceptTerms: (packKey: string, signatoryUuid: string) =>
    api.post<{ message: string }>(
      path(packKey, `user_accepted_terms/${encodeURIComponent(signatoryUuid)}`),
    ),
  codeOptions: (packKey: string, signatoryUuid: string, signal?: AbortSignal) =>
    api.get<OtpOptions>(
      path(packKey, `verification_otp_options/${encodeURIComponent(signatoryUuid)}`),
      { signal, silent: true },
    ),
  sendCode: (packKey: string, signatoryUuid: string, choice: OtpChoice, mobile: string | null) =>
    api.post<OtpAnswer>(
      path(packKey, `generate_new_verification_otp/${encodeURIComponent(signatoryUuid)}`),
      {},
      {
        query: {
          mobile_number: choice === 'default' ? undefined : (mobile ?? undefined),
          use_whatsapp: choice === 'whatsapp' ? true : undefined,
          use_voice: choice === 'voice' ? true : undefined,
        },
        silent: true,
      },
    ),
  openedEvent: (packKey: string) =>
    api.post(path(packKey, 'audit_document_opened_event'), {}, { silent: true }),
};

/** The query /post_sign_logout reads (§2), in the spec's names. */
export type PostSignQuery = {
  document_key: string;
  signatory_key: string;
  post_sign_url?: string | null;
  is_rejected?: boolean;
  sign_later?: boolean;
  /** Embedded in this partner page's frame: is_embedded=true and its origin. */
  parent_origin?: string | null;
};

export const postSignLogoutUrl = (q: PostSignQuery): string => {
  const params = new URLSearchParams({
    document_key: q.document_key,
    signatory_key: q.signatory_key,
  });
  if (q.post_sign_url) params.set('post_sign_url', q.post_sign_url);
  if (q.is_rejected) params.set('is_rejected', 'true');
  if (q.sign_later) params.set('sign_later', 'true');
  if (q.parent_origin) {
    params.set('is_embedded', 'true');
    params.set('parent_origin', q.parent_origin);
  }
  return `/post_sign_logout?${params.toString()}`;
};

/** Full navigations out of the signing screens, one seam for tests (jsdom cannot navigate). */
export const pageNavigation = {
  leave: (url: string): void => window.location.assign(url),
};

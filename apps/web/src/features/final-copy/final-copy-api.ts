import { finalCopyApiPath, type FinalCopyView } from '@quire/domain';
import { ApiError, api } from '../../app/api-client.ts';

/** The read-only view of a completed pack, by its final-copy link (docs/api-signing.md). */
export const fetchFinalCopy = async (
  documentKey: string,
  token: string,
  signal?: AbortSignal,
): Promise<FinalCopyView> =>
  // The path carries its own query (the token); silent: the page shows a dead link itself.
  api.get<FinalCopyView>(finalCopyApiPath(documentKey, token), {
    signal,
    silent: true,
    ignoreUnauthorized: true,
  });

/** 410: the link expired or was withdrawn; 404: it never existed (or names another pack). */
export const deadLinkKind = (error: unknown): 'expired' | 'unknown' | null =>
  error instanceof ApiError
    ? error.status === 410
      ? 'expired'
      : error.status === 404
        ? 'unknown'
        : null
    : null;

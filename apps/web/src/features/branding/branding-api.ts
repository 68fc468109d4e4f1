import type { BrandingTheme, SaveBrandingTheme } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { putWithProgress } from '../../components/put-with-progress.ts';

/** Query keys of this feature: a workspace's themes, and one theme. */
export const BRANDING_KEYS = {
  themes: (accountKey: string) => ['accounts', accountKey, 'branding'] as const,
  theme: (accountKey: string, themeKey: string) =>
    ['accounts', accountKey, 'branding', themeKey] as const,
};

const brandingPath = (accountKey: string, themeKey = '') =>
  `/app/accounts/${encodeURIComponent(accountKey)}/branding/${encodeURIComponent(themeKey)}`;

export const useThemes = (accountKey: string) =>
  useQuery({
    queryKey: BRANDING_KEYS.themes(accountKey),
    queryFn: ({ signal }) =>
      api.get<{ account_branding_themes: BrandingTheme[] }>(brandingPath(accountKey), {
        signal,
        silent: true,
      }),
    select: (answer) => answer.account_branding_themes,
  });

export const useTheme = (accountKey: string, themeKey: string, enabled: boolean) =>
  useQuery({
    queryKey: BRANDING_KEYS.theme(accountKey, themeKey),
    queryFn: ({ signal }) =>
      api.get<{ account_branding_theme: BrandingTheme }>(brandingPath(accountKey, themeKey), {
        signal,
        silent: true,
      }),
    select: (answer) => answer.account_branding_theme,
    enabled,
  });

/** POST …/branding/{key | 'new'}: callers word a failure themselves (§8). */
export const postTheme = async (
  accountKey: string,
  themeKey: string,
  data: SaveBrandingTheme,
  options: { keepalive?: boolean } = {},
) =>
  api.post<{ account_branding_theme: BrandingTheme }>(
    brandingPath(accountKey, themeKey),
    { data },
    { silent: true, ...options },
  );

export type UploadedImage = { file_key: string; blob_url: string };

/** Spec §7 image upload for a theme of `accountKey`: ask for a URL, PUT the bytes, confirm. */
export const uploadThemeImage = async (
  accountKey: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedImage> => {
  const ticket = await api.get<{ url: string; file_key: string }>('/app/get_image_upload_url', {
    query: {
      filename: file.name,
      size: (file.size / (1024 * 1024)).toFixed(3),
      account_key: accountKey,
    },
    silent: true,
  });
  await putWithProgress(ticket.url, file, onProgress, file.type || 'application/octet-stream');
  return api.post<UploadedImage>(
    '/app/image_upload_success',
    { file_key: ticket.file_key },
    { silent: true },
  );
};

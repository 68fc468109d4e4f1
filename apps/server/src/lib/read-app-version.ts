import { readFileSync } from 'node:fs';

/**
 * Quire's version: the root package.json's, the one release number for every part, unless the
 * deployment stamps its own build (APP_VERSION, e.g. a commit id) into both the web build and the
 * server. The server reports it in current_app_version; a page built as another version is told
 * to refresh (spec §8).
 */
export const readAppVersion = (env: NodeJS.ProcessEnv = process.env): string => {
  const stamped = env.APP_VERSION?.trim();
  if (stamped) return stamped;
  const pkg = JSON.parse(
    readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  return pkg.version;
};

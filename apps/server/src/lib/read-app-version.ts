import { readFileSync } from 'node:fs';

/** Quire's version: the root package.json's, the one release number for every part. */
export const readAppVersion = (): string => {
  const pkg = JSON.parse(
    readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  return pkg.version;
};

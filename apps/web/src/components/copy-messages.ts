/** §8 copy-to-clipboard notices, word for word in English (the catalogue takes them from here). */
export const COPY_MESSAGES = {
  copied: 'Copied to clipboard!',
  failed: "Couldn't copy link",
} as const;

/** What a share of Quire says, wherever it is shared. */
export const SHARE_TEXT = 'I sign and send documents with Quire. Try it:';

/** Where a new person starts: the sign-up page of this instance. */
export const quireSignUpLink = (origin: string): string => `${origin}/#sign_up`;

export type ShareTarget = { name: string; href: (link: string) => string };

/**
 * The social networks' own share addresses: the person picks the chat, post or recipient in that
 * site itself, and Quire sends nothing anywhere.
 */
export const SHARE_TARGETS: readonly ShareTarget[] = [
  {
    name: 'WhatsApp',
    href: (link) => `https://wa.me/?text=${encodeURIComponent(`${SHARE_TEXT} ${link}`)}`,
  },
  {
    name: 'Email',
    href: (link) =>
      `mailto:?subject=${encodeURIComponent('Quire for signing documents')}&body=${encodeURIComponent(`${SHARE_TEXT} ${link}`)}`,
  },
  {
    name: 'LinkedIn',
    href: (link) =>
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`,
  },
  {
    name: 'X',
    href: (link) =>
      `https://x.com/intent/post?text=${encodeURIComponent(SHARE_TEXT)}&url=${encodeURIComponent(link)}`,
  },
  {
    name: 'Facebook',
    href: (link) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  },
];

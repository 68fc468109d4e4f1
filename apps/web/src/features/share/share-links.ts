/** Where a new person starts: the sign-up page of this instance. */
export const quireSignUpLink = (origin: string): string => `${origin}/#sign_up`;

/** What a share of Quire says, in the sharer's language (share.text, share.subject). */
export type ShareWords = { text: string; subject: string };

export type ShareTargetId = 'whatsapp' | 'email' | 'linkedin' | 'x' | 'facebook';
export type ShareTarget = { id: ShareTargetId; href: (link: string, words: ShareWords) => string };

/**
 * The social networks' own share addresses: the person picks the chat, post or recipient in that
 * site itself, and Quire sends nothing anywhere.
 */
export const SHARE_TARGETS: readonly ShareTarget[] = [
  {
    id: 'whatsapp',
    href: (link, { text }) => `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`,
  },
  {
    id: 'email',
    href: (link, { text, subject }) =>
      `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${text} ${link}`)}`,
  },
  {
    id: 'linkedin',
    href: (link) =>
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`,
  },
  {
    id: 'x',
    href: (link, { text }) =>
      `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(link)}`,
  },
  {
    id: 'facebook',
    href: (link) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  },
];

/** Where opening a notification leads: a route of this app, another page of the server, or nowhere. */
export type NotificationTarget = { kind: 'route'; path: string } | { kind: 'page'; url: string };

export const notificationTarget = (url: string | null): NotificationTarget | null => {
  const value = url?.trim();
  if (!value) return null;
  // '#documents/abc' and '/#documents/abc' are routes of the hash router.
  const hash = value.startsWith('#')
    ? value.slice(1)
    : value.startsWith('/#')
      ? value.slice(2)
      : null;
  if (hash !== null) return { kind: 'route', path: hash.startsWith('/') ? hash : `/${hash}` };
  // Server pages such as /app/documents/{key}; nothing else (no javascript: or other schemes).
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'page', url: value };
  if (/^https?:\/\//i.test(value)) return { kind: 'page', url: value };
  return null;
};

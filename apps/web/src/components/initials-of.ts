/** Up to two initials for an avatar: 'Ada Lovelace' → 'AL', 'ada' → 'A'. */
export const initialsOf = (fullName: string): string => {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
};

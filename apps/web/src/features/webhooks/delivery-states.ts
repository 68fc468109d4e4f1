/** How each delivery state reads on screen: a dead delivery is one Quire gave up on. */
export const STATE_BADGES = {
  pending: { color: 'yellow', label: 'Retrying' },
  delivered: { color: 'teal', label: 'Delivered' },
  dead: { color: 'red', label: 'Gave up' },
} as const;

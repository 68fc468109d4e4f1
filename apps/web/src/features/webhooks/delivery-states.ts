/** Each delivery state's colour; its words are the catalogue's webhooks.states. */
export const STATE_COLOURS = {
  pending: 'yellow',
  delivered: 'teal',
  dead: 'red',
} as const;

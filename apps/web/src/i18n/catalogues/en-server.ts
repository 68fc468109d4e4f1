import { serverMessageTemplates, type ServerMessageSets } from '../server-message-sets.ts';

/** The server's messages in a catalogue: each domain set's keys, each a sentence. */
export type ServerCatalogue = {
  [S in keyof ServerMessageSets]: { [K in keyof ServerMessageSets[S]]: string };
};

/**
 * The server's answers in English, made from the domain's message constants themselves (a
 * function's arguments become `{{0}}`, `{{1}}`…), so they cannot drift from what the API sends.
 */
export const enServer = serverMessageTemplates() as ServerCatalogue;

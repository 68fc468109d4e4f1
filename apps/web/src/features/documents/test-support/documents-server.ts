import { stubLoggedInServer } from '../../../test/logged-in-server.ts';
import { type FakeHandlers } from '../../../test/fake-fetch.ts';

/** The logged-in shell's calls, answered, plus the documents calls a test hands in. */
export const stubDocumentsServer = (handlers: FakeHandlers) => stubLoggedInServer(handlers);

export const queryOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

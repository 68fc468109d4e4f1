import * as domain from '@quire/domain';
import {
  BULK_SEND_ENGINE_MESSAGES,
  BULK_SEND_MESSAGES,
  SIGNING_METHOD_DEFAULTED_MESSAGE,
  bulkOutcomeMessage,
  repeatSkippedNoPageMessage,
  repeatSkippedOverlapMessage,
  themeNameSchema,
  CSV_IMPORT_MESSAGES,
  MESSAGES,
  OWNER_NOTICE_TEXT,
  SIGNING_NOTIFICATION_TEXT,
  SIGNING_REQUEST_MESSAGES,
  VERIFICATION_CODE_MESSAGES,
} from '@quire/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../app/api-client.ts';
import { failureMessage } from '../app/failure-message.ts';
import { afServer } from './catalogues/af-server.ts';
import { enServer } from './catalogues/en-server.ts';
import { i18n } from './i18n.ts';
import { SERVER_MESSAGE_SETS, messageTemplate } from './server-message-sets.ts';
import { serverText } from './server-text.ts';

/** Domain constants named like message sets that are screen labels, not the server's answers. */
const NOT_SERVER_MESSAGES = new Set([
  'DEFAULT_BUTTON_TEXT', // a new field's default button caption (the editor's catalogue)
  'MAIL_NOTIFICATION_TEXT', // the profile's labels for each mail preference (its catalogue)
]);

/**
 * Domain functions named like messages that need no set entry of their own: what each answers is
 * already a set's message (or a list of them), is worded by a web catalogue, or is no message.
 */
const NOT_COMPOSED_MESSAGES = new Set([
  // answer a message of a set, or a list of such
  'bulkOutcomeMessage',
  'transitionMessage',
  'codeCheckMessage',
  'verdictMessage',
  'webhookUrlFormatProblem',
  'webhookUrlProblem',
  'bulkSendChoiceProblem',
  'bulkSendActivationProblem',
  'mappingReferenceProblem',
  'mappingProblems',
  'incompleteAttributeMessages',
  'signingDeadlineProblem',
  'filterRuleProblem',
  // worded by the web's own catalogue (held to the domain's English by en-*.test.ts)
  'deleteDocumentConfirmMessage',
  'deletionCancelledMessage',
  'appUpdatedMessage',
  'copiedFieldsMessage',
  'pastedFieldsMessage',
  'undoClearedMessage',
  // the operator's configuration check at start, read in the server's log
  'padesLevelProblem',
  // not messages: the embed protocol's parent messages
  'readParentMessage',
  'isQuireMessage',
]);

describe("the server's messages in the catalogues", () => {
  it('has every message the domain composes in a set, so the web can translate it', () => {
    const inSets = new Set<unknown>(
      Object.values(SERVER_MESSAGE_SETS).flatMap((set) => Object.values(set)),
    );
    const loose = Object.entries(domain)
      .filter(
        ([name, value]) =>
          (typeof value === 'function' && /(Message|Problem)s?$/.test(name)) ||
          (typeof value === 'string' && /_MESSAGE$/.test(name)),
      )
      .filter(([name, value]) => !inSets.has(value) && !NOT_COMPOSED_MESSAGES.has(name))
      .map(([name]) => name);
    expect(loose).toEqual([]);
  });

  it('lists every message set of the domain', () => {
    const domainSets = Object.keys(domain)
      .filter((name) => /(^|_)MESSAGES$|_TEXT$/.test(name) && !NOT_SERVER_MESSAGES.has(name))
      .sort();
    expect(Object.keys(SERVER_MESSAGE_SETS).sort()).toEqual(domainSets);
  });

  it('has every domain message in Afrikaans, with the same placeholders', () => {
    const slots = (text: string) => [...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => m[1]).sort();
    const af = afServer as Record<string, Record<string, string>>;
    for (const [set, messages] of Object.entries(SERVER_MESSAGE_SETS))
      for (const [key, message] of Object.entries(messages)) {
        const english = messageTemplate(message as string);
        const afrikaans = af[set]?.[key];
        expect(afrikaans, `${set}.${key}`).toBeTruthy();
        expect(afrikaans, `${set}.${key}`).not.toBe(english);
        expect(slots(afrikaans!), `${set}.${key}`).toEqual(slots(english));
      }
  });

  it("takes the English from the domain's constants themselves", () => {
    expect(enServer.MESSAGES.loginFailed).toBe(MESSAGES.loginFailed);
    expect(enServer.OWNER_NOTICE_TEXT.not_signed).toBe(
      OWNER_NOTICE_TEXT.not_signed('{{0}}', '{{1}}'),
    );
    expect(enServer.MANAGEMENT_MESSAGES.unknownUsers).toBe('No Quire user has the address {{0}}.');
  });
});

describe('serverText', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('af');
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows a known message in Afrikaans', () => {
    expect(serverText(MESSAGES.loginFailed)).toBe('Verkeerde e-posadres of wagwoord.');
    expect(serverText(SIGNING_REQUEST_MESSAGES.noEmail)).toBe(
      'Hierdie ondertekenaar het geen e-posadres om die versoek na te stuur nie.',
    );
  });

  it('fills a message with values into its Afrikaans sentence, in their order', () => {
    expect(serverText(VERIFICATION_CODE_MESSAGES.resendTooSoon(12))).toBe(
      'Wag asseblief 12 sekondes voordat jy vir ’n nuwe kode vra.',
    );
    expect(serverText(OWNER_NOTICE_TEXT.not_signed('Sannie', 'Huurkontrak'))).toBe(
      'Sannie het Huurkontrak nog nie onderteken nie',
    );
    expect(serverText(SIGNING_NOTIFICATION_TEXT.rejected('Sannie', 'Huurkontrak', 'Te duur'))).toBe(
      'Sannie het Huurkontrak geweier: Te duur',
    );
    expect(serverText(CSV_IMPORT_MESSAGES.ragged(4, 3, 5))).toMatch(
      /^Ry 4 het 5 kolomme, maar die opskrif het 3\./,
    );
  });

  it('translates what the domain composes: field repeat warnings, counts, schema words', () => {
    expect(serverText(repeatSkippedOverlapMessage(3))).toBe(
      '3 veld(e) wat bestaande velde sou oorvleuel, is oorgeslaan.',
    );
    expect(serverText(repeatSkippedNoPageMessage(['Huur', 'Bylae']))).toBe(
      'Dokumente sonder ’n ooreenstemmende bladsy is oorgeslaan: Huur, Bylae.',
    );
    expect(serverText(bulkOutcomeMessage('delete', 3, 0))).toBe(
      '3 dokumente na die asblik geskuif.',
    );
    expect(serverText(bulkOutcomeMessage('recover', 1, 0))).toBe('Dokument herstel.');
    expect(serverText(SIGNING_METHOD_DEFAULTED_MESSAGE)).toMatch(/^Ten minste 1 ondertekening/);
    expect(serverText(BULK_SEND_MESSAGES.invalidEmail)).not.toBe(BULK_SEND_MESSAGES.invalidEmail);
    const tooLong = themeNameSchema.safeParse('x'.repeat(101));
    expect(serverText(tooLong.error?.issues[0]?.message ?? '')).toBe(
      '’n Temanaam mag hoogstens 100 karakters lank wees.',
    );
  });

  it('translates a known message given as a value of another', () => {
    expect(serverText(BULK_SEND_ENGINE_MESSAGES.rowFailed(MESSAGES.validNameRequired))).toBe(
      'Ry nie geskep nie: ’n Geldige naam is nodig',
    );
  });

  it('shows unknown messages as sent, and everything as sent in English', async () => {
    expect(serverText('Something only this server says.')).toBe('Something only this server says.');
    await i18n.changeLanguage('en');
    expect(serverText(MESSAGES.loginFailed)).toBe(MESSAGES.loginFailed);
  });

  it("gives an API refusal in the reader's language and keeps the server's English beside it", () => {
    const error = new ApiError(MESSAGES.notInSetup, 'failure', 400);
    expect(error.message).toBe(
      'Hierdie dokument kan net verander word terwyl dit in opstelling is.',
    );
    expect(error.serverMessage).toBe(MESSAGES.notInSetup);
    expect(failureMessage(new Error('network'), MESSAGES.genericServerError)).toBe(
      '’n Fout het voorgekom, probeer asseblief weer',
    );
  });
});

import * as domain from '@quire/domain';
import {
  BULK_SEND_ENGINE_MESSAGES,
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

describe("the server's messages in the catalogues", () => {
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

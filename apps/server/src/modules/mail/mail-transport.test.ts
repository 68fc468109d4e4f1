import { describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { createMailTransport, smtpUrlWithOptions, threadUrls } from './mail-transport.ts';

describe('the SMTP transport settings', () => {
  it('adds the pool and timeouts to SMTP_URL, keeping what the URL sets itself', () => {
    const url = new URL(
      smtpUrlWithOptions(
        'smtps://user:p%40ss@mail.example.com:465?maxConnections=2&tls.rejectUnauthorized=false',
      ),
    );
    expect(url.protocol).toBe('smtps:');
    expect(decodeURIComponent(url.password)).toBe('p@ss');
    expect(url.searchParams.get('pool')).toBe('true');
    expect(url.searchParams.get('maxConnections')).toBe('2');
    expect(url.searchParams.get('socketTimeout')).toBe('30000');
    expect(url.searchParams.get('tls.rejectUnauthorized')).toBe('false');
  });

  it('shares the connections SMTP_URL allows among the sending threads', () => {
    const connections = (smtpUrl: string) =>
      threadUrls(smtpUrl).map((u) => Number(new URL(u).searchParams.get('maxConnections')));
    expect(connections('smtp://mail.example.com')).toEqual([3, 2]);
    expect(connections('smtp://mail.example.com?maxConnections=8')).toEqual([4, 4]);
    expect(connections('smtp://mail.example.com?maxConnections=1')).toEqual([1]);
    expect(new URL(threadUrls('smtp://u:pw@mail.example.com:2525')[1]!).port).toBe('2525');
  });
});

describe('the SMTP transport (its own thread)', () => {
  it('delivers mails with attachments, and a refused one fails with its SMTP reply code', async () => {
    const sink = await startSmtpSink();
    const transport = createMailTransport(sink.url);
    if (transport.kind !== 'smtp') throw new Error('expected an SMTP transport');
    try {
      await transport.send({
        from: 'sign@quire.test',
        to: 'ann@example.com',
        subject: 'Please sign',
        html: '<p>Hello Ann</p>',
        text: 'Hello Ann',
        messageId: '<m1@quire.mail>',
        attachments: [
          { filename: 'a.txt', content: Buffer.from('final bytes'), contentType: 'text/plain' },
        ],
      });
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]!.to).toEqual(['ann@example.com']);
      expect(sink.received[0]!.raw).toContain('Message-ID: <m1@quire.mail>');
      expect(sink.received[0]!.raw).toContain(Buffer.from('final bytes').toString('base64'));

      sink.failNext(1);
      const refused = transport.send({
        from: 'sign@quire.test',
        to: 'bob@example.com',
        subject: 'Please sign',
        html: '<p>Hello Bob</p>',
        text: 'Hello Bob',
        messageId: '<m2@quire.mail>',
      });
      await expect(refused).rejects.toMatchObject({ responseCode: 451 });
      expect(sink.received).toHaveLength(1);
    } finally {
      transport.close();
      await sink.close();
    }
  });
});

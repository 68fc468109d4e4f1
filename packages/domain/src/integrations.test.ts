import { describe, expect, it } from 'vitest';
import { classifyClientSearch, normaliseXplanSiteUrl, XPLAN_FRAGMENTS } from './integrations.ts';
import { glueOf, XPLAN_FRAGMENT_PATHS } from './xplan-glue.ts';

describe('XPLAN site url (§5)', () => {
  it('takes http and https urls on an XPLAN host and answers the origin', () => {
    expect(normaliseXplanSiteUrl('https://acme.xplan.iress.com.au')).toBe(
      'https://acme.xplan.iress.com.au',
    );
    expect(normaliseXplanSiteUrl(' https://acme-uat.xplan.iress.co.uk/ ')).toBe(
      'https://acme-uat.xplan.iress.co.uk',
    );
    expect(normaliseXplanSiteUrl('http://acme.xplan.iress.co.za')).toBe(
      'http://acme.xplan.iress.co.za',
    );
  });

  it('refuses other hosts, protocols, paths, credentials and look-alikes', () => {
    for (const bad of [
      'ftp://acme.xplan.iress.com.au',
      'https://xplan.iress.com.au.evil.example',
      'https://acme.xplan.iress.com.au.evil.example',
      'https://evil.example/acme.xplan.iress.com.au',
      'https://user:pw@acme.xplan.iress.com.au',
      'https://acme.xplan.iress.com.au/resourceful',
      'https://acme.xplan.iress.com.au?x=1',
      'acme.xplan.iress.com.au',
      'https://127.0.0.1:4100',
      '',
    ])
      expect(normaliseXplanSiteUrl(bad), bad).toBeNull();
  });

  it('takes an extra host only when the operator allowed it, port included', () => {
    expect(normaliseXplanSiteUrl('http://127.0.0.1:4100', ['127.0.0.1:4100'])).toBe(
      'http://127.0.0.1:4100',
    );
    expect(normaliseXplanSiteUrl('http://127.0.0.1:4101', ['127.0.0.1:4100'])).toBeNull();
  });
});

describe('client search (§5, §9)', () => {
  it('needs 2 characters, and a number is a client id', () => {
    expect(classifyClientSearch('')).toEqual({ kind: 'too_short' });
    expect(classifyClientSearch(' a ')).toEqual({ kind: 'too_short' });
    expect(classifyClientSearch('7')).toEqual({ kind: 'too_short' });
    expect(classifyClientSearch('42')).toEqual({ kind: 'id', clientId: 42 });
    expect(classifyClientSearch(' Ng ')).toEqual({ kind: 'name', term: 'Ng' });
    expect(classifyClientSearch('4 2')).toEqual({ kind: 'name', term: '4 2' });
  });
});

describe('client data glue', () => {
  it('has a resourceful path for every §7 fragment', () => {
    expect(Object.keys(XPLAN_FRAGMENT_PATHS).sort()).toEqual([...XPLAN_FRAGMENTS].sort());
  });

  it('flattens the client and each fragment record by index', () => {
    expect(
      glueOf({
        client: { first_name: 'Thandi', entity_id: 42, salary: { _val: 100, _type: 'Currency' } },
        Address: [{ city: 'Cape Town' }, { city: 'Durban', tags: ['x'] }],
        'Portfolio position': [{ code: 'STX40' }],
      }),
    ).toEqual({
      'client.first_name': 'Thandi',
      'client.entity_id': '42',
      'client.salary._val': '100',
      'client.salary._type': 'Currency',
      'address.0.city': 'Cape Town',
      'address.1.city': 'Durban',
      'portfolio_position.0.code': 'STX40',
    });
  });
});

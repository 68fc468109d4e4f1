import { describe, expect, it } from 'vitest';
import { mappedPackValues } from './mapped-values.ts';
import { mappingReferenceProblem } from './mapping-references.ts';
import {
  XPLAN_MAPPING_COLUMNS,
  isXplanColumn,
  xplanClientRow,
  xplanPrefillAuditText,
} from './xplan-mapping.ts';

const data = {
  client: { entity_id: 7, first_name: 'Ann', preferred_name: 'Annie', last_name: 'Archer' },
  Contact: [
    { contact_type: 'Email', value: 'old@example.com', preferred: false },
    { contact_type: 'Email', value: 'ann@example.com', preferred: true },
    { contact_type: 'Mobile', value: '+27 82 555 0101' },
    { contact_type: 'Home phone', value: '021 555 0101' },
  ],
  Address: [{ city: 'Cape Town', street: '1 Long Street' }],
};

describe('XPLAN client data as a mapping source', () => {
  it('knows its path syntax, and offers only paths of it', () => {
    for (const c of XPLAN_MAPPING_COLUMNS) expect(isXplanColumn(c), c).toBe(true);
    expect(isXplanColumn('xplan:address.2.city')).toBe(true);
    expect(isXplanColumn('xplan:portfolio_position.0.value._val')).toBe(true);
    for (const c of ['xplan:address.city', 'xplan:contact.pager', 'client.name', 'xplan:nope.0.x'])
      expect(isXplanColumn(c), c).toBe(false);
  });

  it('reads a client as a row: the name, contacts by kind (preferred first), fragments by index', () => {
    const { fieldNames, cells } = xplanClientRow(data);
    const value = (c: string) => cells[fieldNames.indexOf(c)];
    expect(value('xplan:client.name')).toBe('Annie Archer');
    expect(value('xplan:contact.email')).toBe('ann@example.com');
    expect(value('xplan:contact.mobile')).toBe('+27 82 555 0101');
    expect(value('xplan:contact.phone')).toBe('021 555 0101');
    expect(value('xplan:address.0.city')).toBe('Cape Town');
    const filled = mappedPackValues(
      {
        data_fields: {
          city: { column: 'xplan:address.0.city' },
          gone: { column: 'xplan:goal.0.x' },
        },
        signatories: { client: { email: { column: 'xplan:contact.email' } } },
        cc_recipients: {},
        subject: { text: 'Hello' },
      },
      fieldNames,
      cells,
    );
    expect(filled).toMatchObject({
      data_fields: { city: 'Cape Town' },
      signatories: { client: { email: 'ann@example.com' } },
      subject: 'Hello',
    });
  });

  it('lets a mapping name any XPLAN path only when XPLAN is a source', () => {
    const mapping = {
      data_fields: { city: { column: 'xplan:address.1.city' } },
      signatories: {},
      cc_recipients: {},
    };
    const template = { custom_ids: ['city'], roles: [], cc_ids: [] };
    expect(mappingReferenceProblem(mapping, template, [], true)).toBeNull();
    expect(mappingReferenceProblem(mapping, template, [], false)).toBe(
      'None of the chosen data sources has a column named xplan:address.1.city.',
    );
  });

  it('words the audit record exactly', () => {
    expect(xplanPrefillAuditText(4021)).toBe('prefilled from XPLAN client 4021');
  });
});

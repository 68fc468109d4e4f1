import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  addUserAccountSchema,
  adminChangeRefusal,
  memberFullName,
  removalRefusal,
} from './members.ts';

const m = (key: string, is_admin: boolean, status: 'active' | 'invited' = 'active') => ({
  key,
  is_admin,
  status,
});

describe('§5 workspace users', () => {
  it('refuses unmaking the last active admin; an invited admin does not count', () => {
    const ann = m('ann', true);
    expect(adminChangeRefusal([ann, m('bob', false)], ann, false)).toBe(MESSAGES.lastAdmin);
    expect(adminChangeRefusal([ann, m('dee', true, 'invited')], ann, false)).toBe(
      MESSAGES.lastAdmin,
    );
    expect(adminChangeRefusal([ann, m('bob', true)], ann, false)).toBeNull();
    expect(adminChangeRefusal([ann], ann, true)).toBeNull();
  });

  it('refuses the only member leaving, and the last admin leaving while others remain', () => {
    const ann = m('ann', true);
    expect(removalRefusal([ann], ann)).toBe(MESSAGES.mayNotRemoveYourself);
    expect(removalRefusal([ann, m('dee', false, 'invited')], ann)).toBe(MESSAGES.lastAdminLeaving);
    expect(removalRefusal([ann, m('bob', true)], ann)).toBeNull();
    expect(removalRefusal([ann, m('bob', false)], m('bob', false))).toBeNull();
  });

  it('needs a name and a valid address, lower-cased', () => {
    const parse = (data: object) => addUserAccountSchema.safeParse({ data });
    expect(
      parse({ first_name: '', last_name: ' ', email_address: 'a@b.co' }).error?.issues[0]?.message,
    ).toBe(MESSAGES.validNameRequired);
    expect(parse({ first_name: 'A', email_address: 'nope' }).error?.issues[0]?.message).toBe(
      MESSAGES.validEmailRequired,
    );
    const ok = parse({ first_name: ' Dee ', email_address: 'Dee@Example.COM' });
    expect(ok.data?.data).toEqual({
      first_name: 'Dee',
      last_name: '',
      email_address: 'dee@example.com',
      is_admin: false,
    });
    expect(memberFullName({ first_name: 'Dee', last_name: '' })).toBe('Dee');
  });
});

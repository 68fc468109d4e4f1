import { describe, expect, it } from 'vitest';
import {
  canUpdateAccount,
  personalAccountName,
  teamPageHeading,
  workspaceNameSchema,
} from './account.ts';
import { MESSAGES } from './messages.ts';

describe('workspaces', () => {
  it('heads the team page as §2 says', () => {
    expect(teamPageHeading({ name: 'Acme' })).toBe('Update Acme');
    expect(teamPageHeading(null)).toBe('Setup workspace');
  });
  it('names the personal account after its owner', () => {
    expect(personalAccountName(' Ann Archer ')).toBe('Ann Archer (personal)');
  });
  it('needs a workspace name', () => {
    expect(workspaceNameSchema.safeParse('  ').error?.issues[0]?.message).toBe(
      MESSAGES.workspaceNameRequired,
    );
    expect(workspaceNameSchema.parse('  Acme ')).toBe('Acme');
  });
  it('lets only admins change a workspace', () => {
    expect(canUpdateAccount({ is_admin: true })).toBe(true);
    expect(canUpdateAccount({ is_admin: false })).toBe(false);
  });
});

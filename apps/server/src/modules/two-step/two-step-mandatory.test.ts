import { describe, expect, it } from 'vitest';
import { TWO_STEP_MESSAGES as M, TWO_STEP_SETUP_URL } from '@quire/domain';
import { ConfigError, loadConfig } from '../../config.ts';
import { call, signUpVerifiedUser, useTestApp } from '../../../test/test-app.ts';
import { setUser } from './two-step-test-helpers.ts';

const t = useTestApp({
  env: { TWO_FACTOR_MANDATORY: 'true', TWO_FACTOR_OPTIONS: 'pin,time_one_time_pin' },
});

describe('mandatory two-step (TWO_FACTOR_MANDATORY)', () => {
  it('blocks every other /app route until a method is set up', async () => {
    const una = await signUpVerifiedUser(t, { full_name: 'Una Unset' });
    for (const url of ['/app/user/user_accounts', '/app/notifications', '/app/documents']) {
      const r = await call(t.app, 'GET', url, { session: una });
      expect(r.statusCode, url).toBe(403);
      expect(r.data).toMatchObject({
        success: false,
        message: M.setupRequired,
        redirect_url: TWO_STEP_SETUP_URL,
      });
    }
    const me = await call(t.app, 'GET', '/app/user', { session: una });
    expect(me.data).toMatchObject({ success: true, two_step_setup_required: true });
    // The setup's forms follow the instance's settings, so those stay open.
    const instance = await call(t.app, 'GET', '/app/instance_settings', { session: una });
    expect(instance.statusCode).toBe(200);
    const status = await call(t.app, 'GET', '/app/user/two_step', { session: una });
    expect(status.data.two_step).toMatchObject({
      setup_required: true,
      settings: { is_mandatory: true, options: ['pin', 'time_one_time_pin'], default: 'pin' },
    });
    const sms = await setUser(t, una, {
      use_two_factor_authentication: true,
      two_factor_pin_method: 'sms_one_time_pin',
      verification_otp: '123456',
    });
    expect(sms.data.message).toBe(M.methodNotOffered);
    const on = await setUser(t, una, { use_two_factor_authentication: true, pin: '90210' });
    expect(on.data.user).toMatchObject({ two_factor_pin_method: 'pin' });
    const after = await call(t.app, 'GET', '/app/user/user_accounts', { session: una });
    expect(after.statusCode).toBe(200);
    const meAfter = await call(t.app, 'GET', '/app/user', { session: una });
    expect(meAfter.data.two_step_setup_required).toBe(false);
    const off = await setUser(t, una, {
      use_two_factor_authentication: false,
      current_password: una.password,
    });
    expect(off.data.message).toBe(M.mandatory);
    const logout = await call(t.app, 'POST', '/app/auth/logout', { session: una });
    expect(logout.statusCode).toBe(200);
  });
});

describe('two-factor configuration', () => {
  it('reads the defaults and refuses unknown methods or a default outside the options', () => {
    expect(loadConfig({}, '1').twoStep).toEqual({
      is_mandatory: false,
      options: ['pin', 'sms_one_time_pin', 'time_one_time_pin'],
      default: 'pin',
    });
    expect(() => loadConfig({ TWO_FACTOR_OPTIONS: 'pin,fax' }, '1')).toThrow(
      /TWO_FACTOR_OPTIONS must be one or more of/,
    );
    expect(() =>
      loadConfig({ TWO_FACTOR_OPTIONS: 'pin', TWO_FACTOR_DEFAULT: 'time_one_time_pin' }, '1'),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ TWO_FACTOR_MANDATORY: 'yes' }, '1')).toThrow(
      /TWO_FACTOR_MANDATORY must be true or false/,
    );
  });
});

import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import {
  loginFailureOf,
  passwordChangeFailureOf,
  passwordsMatch,
  registerFailureOf,
  validateLogin,
  validatePasswordChange,
  validateRegistration,
  type RegisterValues,
  passwordHintsOf,
} from './auth-forms';

const valid: RegisterValues = {
  name: 'Aye Aye Khin',
  username: 'aye.aye_1',
  email: '',
  mobile: '09 791 234 567',
  password: 'longenough',
  confirmPassword: 'longenough',
};

const httpError = (status: number, field?: string): FetchBaseQueryError => ({
  status,
  data: { success: false, data: null, message: 'x', ...(field ? { field } : {}) },
});

describe('validateLogin (docs/product.md#login: both fields required)', () => {
  it('asks for each missing field, and accepts both filled', () => {
    expect(validateLogin({ identifier: '  ', password: '' })).toEqual({
      identifier: 'identifierRequired',
      password: 'passwordRequired',
    });
    expect(validateLogin({ identifier: 'demo', password: ' ' })).toEqual({});
  });
});

describe('validateRegistration (docs/product.md#registration)', () => {
  it('accepts a complete form with the e-mail left out', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('requires full name, username, mobile number, password and its confirmation', () => {
    const blank = {
      name: ' ',
      username: '',
      email: '',
      mobile: '',
      password: '',
      confirmPassword: '',
    };
    expect(validateRegistration(blank)).toEqual({
      name: 'nameRequired',
      username: 'usernameRequired',
      mobile: 'mobileRequired',
      password: 'passwordRequired',
      confirmPassword: 'confirmRequired',
    });
  });

  it('checks the e-mail only when one is given', () => {
    expect(validateRegistration({ ...valid, email: 'not-an-address' })).toEqual({
      email: 'emailInvalid',
    });
    expect(validateRegistration({ ...valid, email: 'aye@example.com' })).toEqual({});
  });

  it('applies the server rules for username and password length', () => {
    expect(validateRegistration({ ...valid, username: 'a b' })).toEqual({
      username: 'usernameInvalid',
    });
    expect(validateRegistration({ ...valid, password: 'short', confirmPassword: 'short' })).toEqual(
      {
        password: 'passwordTooShort',
      },
    );
  });

  it('leaves the password comparison to passwordsMatch', () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'different1' })).toEqual({});
    expect(passwordsMatch({ password: 'a', confirmPassword: 'a' })).toBe(true);
    expect(passwordsMatch({ password: 'a', confirmPassword: 'A' })).toBe(false);
  });
});

describe('validatePasswordChange', () => {
  const change = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: '' };

  it('accepts a new password typed twice', () => {
    expect(validatePasswordChange({ ...change, confirmPassword: 'new-secret' })).toEqual({});
  });

  it('requires every field', () => {
    expect(
      validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' }),
    ).toEqual({
      currentPassword: 'currentRequired',
      newPassword: 'newRequired',
      confirmPassword: 'confirmNewRequired',
    });
  });

  it('applies the registration length, refuses the current password again and a mismatch', () => {
    expect(
      validatePasswordChange({ ...change, newPassword: 'short', confirmPassword: 'short' }),
    ).toEqual({ newPassword: 'passwordTooShort' });
    expect(
      validatePasswordChange({
        ...change,
        newPassword: 'old-secret',
        confirmPassword: 'old-secret',
      }),
    ).toEqual({ newPassword: 'sameAsCurrent' });
    expect(validatePasswordChange({ ...change, confirmPassword: 'new-secreT' })).toEqual({
      confirmPassword: 'newMismatch',
    });
  });
});

describe('what a refusal means to the shopper', () => {
  it('reads a login refusal', () => {
    expect(loginFailureOf(httpError(401))).toBe('credentials');
    expect(loginFailureOf(httpError(400, 'username'))).toBe('credentials');
    expect(loginFailureOf(httpError(429))).toBe('tooMany');
    expect(loginFailureOf({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe('network');
    expect(loginFailureOf(httpError(500))).toBe('server');
  });

  it('reads a registration refusal by the field the server names', () => {
    expect(registerFailureOf(httpError(409, 'username'))).toBe('usernameTaken');
    expect(registerFailureOf(httpError(409, 'contact.primaryPhone'))).toBe('phoneTaken');
    expect(registerFailureOf(httpError(409, 'contact.email'))).toBe('emailTaken');
    expect(registerFailureOf(httpError(400, 'contact.primaryPhone'))).toBe('invalidMobile');
    expect(registerFailureOf(httpError(400, 'username'))).toBe('invalidUsername');
    expect(registerFailureOf(httpError(400, 'password'))).toBe('weakPassword');
    expect(registerFailureOf(httpError(400, 'name'))).toBe('invalidDetails');
    expect(
      registerFailureOf({
        status: 400,
        data: { success: false, data: null, message: 'x', field: 'name', code: 'nameLikeShop' },
      }),
    ).toBe('nameLikeShop');
    expect(registerFailureOf(httpError(429))).toBe('tooMany');
    expect(registerFailureOf({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toBe('network');
    expect(registerFailureOf(httpError(500))).toBe('server');
  });

  it('reads a password-change refusal, next to the field the server names', () => {
    expect(passwordChangeFailureOf(httpError(400, 'currentPassword'))).toEqual({
      field: 'currentPassword',
      reason: 'wrongCurrentPassword',
    });
    expect(passwordChangeFailureOf(httpError(400, 'newPassword'))).toEqual({
      field: 'newPassword',
      reason: 'weakPassword',
    });
    expect(passwordChangeFailureOf(httpError(400))).toEqual({
      field: null,
      reason: 'invalidDetails',
    });
    expect(passwordChangeFailureOf(httpError(429)).reason).toBe('tooMany');
    expect(passwordChangeFailureOf({ status: 'FETCH_ERROR', error: 'TypeError' }).reason).toBe(
      'network',
    );
  });
});

describe('passwordHintsOf', () => {
  it("keeps the server's hints this app has words for, in their order", () => {
    const weak = {
      status: 400,
      data: {
        success: false,
        message: 'This password is too easy to guess.',
        field: 'password',
        code: 'weakPassword',
        hints: ['addWords', 'somethingNew', 'avoidOwnDetails'],
      },
    };
    expect(passwordHintsOf(weak)).toEqual(['avoidOwnDetails', 'addWords']);
    expect(passwordHintsOf({ status: 400, data: { success: false, message: 'No' } })).toEqual([]);
    expect(passwordHintsOf({ status: 'FETCH_ERROR', error: 'offline' })).toEqual([]);
  });
});

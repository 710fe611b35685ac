import { describe, expect, it } from 'vitest';
import {
  clearTownshipUnlessMyanmar,
  isMyanmar,
  isRequiredAddressField,
  validateAddress,
  type AddressInput,
} from './address';

describe('isMyanmar', () => {
  it('matches Myanmar case-insensitively', () => {
    for (const country of ['Myanmar', 'myanmar', 'MYANMAR', ' Myanmar ']) {
      expect(isMyanmar(country)).toBe(true);
    }
  });

  it('is false for other countries and missing values', () => {
    for (const country of ['Thailand', 'Myanmar (Burma)', '', null, undefined]) {
      expect(isMyanmar(country)).toBe(false);
    }
  });
});

describe('clearTownshipUnlessMyanmar', () => {
  const address = { name: 'Aye', country: 'Myanmar', township: 'Hlaing', townshipGuid: 't-1' };

  it('keeps the township for Myanmar', () => {
    expect(clearTownshipUnlessMyanmar(address)).toEqual(address);
  });

  it('clears the township for any other country and keeps the other fields', () => {
    const changed = clearTownshipUnlessMyanmar({ ...address, country: 'Thailand' });
    expect(changed).toEqual({ name: 'Aye', country: 'Thailand', township: '', townshipGuid: '' });
    expect(address.township).toBe('Hlaing');
  });
});

function address(overrides: Partial<AddressInput> = {}): AddressInput {
  return {
    name: 'Aye Aye',
    address: 'No. 5, Room 2A',
    street: 'Pyay Road',
    primaryPhone: '09 450 123 456',
    otherPhones: '',
    email: 'aye@example.com',
    country: 'Myanmar',
    townshipGuid: 't-kamayut',
    comment: '',
    ...overrides,
  };
}

const blank = address({
  name: ' ',
  address: '',
  street: '',
  primaryPhone: '',
  otherPhones: '',
  email: '',
  country: '',
  townshipGuid: '',
  comment: '',
});

describe('validateAddress, checkout reading', () => {
  it('accepts a complete Myanmar address with the optional fields empty', () => {
    expect(validateAddress(address(), 'checkout')).toEqual({});
  });

  it('requires name, address, street, primary phone, email and country', () => {
    expect(validateAddress(blank, 'checkout')).toEqual({
      name: 'required',
      address: 'required',
      street: 'required',
      primaryPhone: 'required',
      email: 'required',
      country: 'required',
    });
  });

  it('requires the township only in Myanmar (any case)', () => {
    expect(validateAddress(address({ townshipGuid: '' }), 'checkout')).toEqual({
      townshipGuid: 'required',
    });
    expect(validateAddress(address({ country: 'MYANMAR', townshipGuid: '' }), 'checkout')).toEqual({
      townshipGuid: 'required',
    });
    expect(validateAddress(address({ country: 'Thailand', townshipGuid: '' }), 'checkout')).toEqual(
      {},
    );
  });

  it('checks the e-mail format', () => {
    for (const email of ['aye', 'aye@', '@example.com', 'aye@example', 'a b@example.com'])
      expect(validateAddress(address({ email }), 'checkout').email).toBe('invalidEmail');
  });

  it('checks phone numbers, primary and other', () => {
    expect(validateAddress(address({ primaryPhone: 'call me' }), 'checkout').primaryPhone).toBe(
      'invalidPhone',
    );
    expect(validateAddress(address({ otherPhones: '12' }), 'checkout').otherPhones).toBe(
      'invalidPhone',
    );
    expect(
      validateAddress(address({ otherPhones: '09420987650, 09795012345' }), 'checkout'),
    ).toEqual({});
  });
});

describe('validateAddress, dashboard reading', () => {
  const complete = address({ otherPhones: '09420987650', comment: 'Blue gate' });

  it('accepts a complete address', () => {
    expect(validateAddress(complete, 'dashboard')).toEqual({});
  });

  it('requires every field, the township only in Myanmar', () => {
    expect(validateAddress(blank, 'dashboard')).toEqual({
      name: 'required',
      address: 'required',
      street: 'required',
      primaryPhone: 'required',
      otherPhones: 'required',
      email: 'required',
      country: 'required',
      comment: 'required',
    });
    expect(validateAddress({ ...complete, townshipGuid: '' }, 'dashboard')).toEqual({
      townshipGuid: 'required',
    });
    expect(
      validateAddress({ ...complete, country: 'Thailand', townshipGuid: '' }, 'dashboard'),
    ).toEqual({});
  });

  it('checks the e-mail format and leaves the phone numbers to the server', () => {
    expect(validateAddress({ ...complete, email: 'aye@' }, 'dashboard')).toEqual({
      email: 'invalidEmail',
    });
    expect(
      validateAddress({ ...complete, primaryPhone: 'abc', otherPhones: '12' }, 'dashboard'),
    ).toEqual({});
  });
});

describe('isRequiredAddressField', () => {
  it('tells the two readings apart on other phone and comment', () => {
    for (const field of ['otherPhones', 'comment'] as const) {
      expect(isRequiredAddressField(field, 'dashboard', 'Myanmar')).toBe(true);
      expect(isRequiredAddressField(field, 'checkout', 'Myanmar')).toBe(false);
    }
    expect(isRequiredAddressField('name', 'checkout', 'Thailand')).toBe(true);
  });

  it('asks for the township only in Myanmar', () => {
    expect(isRequiredAddressField('townshipGuid', 'checkout', ' myanmar ')).toBe(true);
    expect(isRequiredAddressField('townshipGuid', 'dashboard', 'Thailand')).toBe(false);
  });
});

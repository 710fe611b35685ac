import { describe, expect, it } from 'vitest';
import type { Address } from '@storefront/contract/account';
import type { Township } from '@storefront/contract/region';
import { REGION_MYANMAR, REGION_THAILAND, REGIONS } from '../../test/fixtures';
import {
  addressFieldOfServerField,
  addressFieldsOf,
  addressInputOf,
  addressToForm,
  newAddressForm,
  type AddressFormValues,
} from './address-values';

const KAMAYUT: Township = {
  guid: 'b1b1b1b1-0000-4000-8000-000000000001',
  name: 'Kamayut',
  nameMm: 'ကမာရွတ်',
  division: 'Yangon',
};

const saved: Address = {
  guid: 'c1c1c1c1-0000-4000-8000-000000000001',
  ownerGuid: 'd1d1d1d1-0000-4000-8000-000000000001',
  name: 'Aye Aye',
  address: 'No. 35',
  street: 'Hledan Road',
  township: KAMAYUT.name,
  townshipGuid: KAMAYUT.guid,
  country: 'Myanmar',
  countryGuid: null,
  regionName: 'Myanmar',
  primaryPhone: '09765432100',
  otherPhones: '',
  email: 'aye@example.com',
  comment: '',
  addressType: 'Customer',
  createdOn: '2026-01-01T00:00:00.000Z',
};

const filled: AddressFormValues = {
  name: ' Ko Ko ',
  email: ' ko@example.com ',
  primaryPhone: ' 09402123987 ',
  otherPhones: '',
  countryGuid: REGION_MYANMAR.guid,
  townshipGuid: KAMAYUT.guid,
  street: ' Pyay Road ',
  address: ' No. 7 ',
  comment: '',
};

describe('newAddressForm', () => {
  it('starts in the given region with the shopper’s own details', () => {
    const form = newAddressForm(REGIONS, REGION_THAILAND.guid, {
      name: 'Aye Aye',
      phone: '09765432100',
      email: null,
    });
    expect(form).toMatchObject({
      name: 'Aye Aye',
      primaryPhone: '09765432100',
      email: '',
      countryGuid: REGION_THAILAND.guid,
      townshipGuid: '',
    });
  });

  it('leaves the country to choose when the given one is no region', () => {
    expect(newAddressForm(REGIONS, 'gone').countryGuid).toBe('');
    expect(newAddressForm(REGIONS, undefined).name).toBe('');
  });
});

describe('addressToForm', () => {
  it('finds the region of an older entry by its country’s name', () => {
    expect(addressToForm({ ...saved, country: ' myanmar ' }, REGIONS)).toMatchObject({
      countryGuid: REGION_MYANMAR.guid,
      townshipGuid: KAMAYUT.guid,
      street: 'Hledan Road',
    });
  });
});

describe('addressInputOf', () => {
  it('names the chosen country for the rules, and none when nothing is chosen', () => {
    expect(addressInputOf(filled, REGIONS).country).toBe('Myanmar');
    expect(addressInputOf({ ...filled, countryGuid: '' }, REGIONS).country).toBe('');
  });
});

describe('addressFieldsOf', () => {
  it('sends trimmed fields, the region and its township, as a Customer address', () => {
    expect(addressFieldsOf(filled, REGIONS, [KAMAYUT])).toEqual({
      name: 'Ko Ko',
      address: 'No. 7',
      street: 'Pyay Road',
      townshipGuid: KAMAYUT.guid,
      township: 'Kamayut',
      country: 'Myanmar',
      countryGuid: REGION_MYANMAR.guid,
      primaryPhone: '09402123987',
      otherPhones: '',
      email: 'ko@example.com',
      comment: '',
      addressType: 'Customer',
    });
  });

  it('sends no township outside Myanmar', () => {
    const abroad = addressFieldsOf({ ...filled, countryGuid: REGION_THAILAND.guid }, REGIONS, [
      KAMAYUT,
    ]);
    expect(abroad).toMatchObject({ country: 'Thailand', township: null, townshipGuid: null });
  });
});

describe('addressFieldOfServerField', () => {
  it('maps the wire body’s names onto the form’s fields', () => {
    expect(addressFieldOfServerField('countryGuid')).toBe('country');
    expect(addressFieldOfServerField('township')).toBe('townshipGuid');
    expect(addressFieldOfServerField('primaryPhone')).toBe('primaryPhone');
    expect(addressFieldOfServerField('ownerGuid')).toBeUndefined();
    expect(addressFieldOfServerField('toString')).toBeUndefined();
    expect(addressFieldOfServerField(undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { serverErrorOf } from './server-error';

const envelope = (message: string, field?: string, code?: string) => ({
  success: false,
  data: null,
  message,
  ...(field === undefined ? {} : { field }),
  ...(code === undefined ? {} : { code }),
});

describe('serverErrorOf', () => {
  it('reads the status, the blamed field and the message of a refusal', () => {
    expect(serverErrorOf({ status: 409, data: envelope('Taken.', 'phone') })).toEqual({
      status: 409,
      field: 'phone',
      code: undefined,
      message: 'Taken.',
    });
  });

  it('reads the code the app words a refusal by', () => {
    expect(
      serverErrorOf({
        status: 409,
        data: envelope('SKU taken.', 'variants.0.sku', 'duplicateSku'),
      }),
    ).toMatchObject({ field: 'variants.0.sku', code: 'duplicateSku' });
    expect(serverErrorOf({ status: 400, data: envelope('Bad.', 'name', '') }).code).toBeUndefined();
  });

  it('names no field when the envelope names none, or an empty one', () => {
    expect(serverErrorOf({ status: 500, data: envelope('Oops.') }).field).toBeUndefined();
    expect(serverErrorOf({ status: 400, data: envelope('Bad.', '') }).field).toBeUndefined();
  });

  it('reads a failure that never reached the server, and no failure at all', () => {
    expect(serverErrorOf({ status: 'FETCH_ERROR', error: 'Failed to fetch' })).toEqual({
      status: 'FETCH_ERROR',
      field: undefined,
      code: undefined,
      message: 'Failed to fetch',
    });
    expect(serverErrorOf({ message: 'Aborted' })).toEqual({
      status: undefined,
      field: undefined,
      code: undefined,
      message: 'Aborted',
    });
    expect(serverErrorOf(undefined)).toEqual({
      status: undefined,
      field: undefined,
      code: undefined,
      message: '',
    });
  });
});

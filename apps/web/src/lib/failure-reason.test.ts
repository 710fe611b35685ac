import { describe, expect, it } from 'vitest';
import { failureReasonOf } from './failure-reason';

const answer = (status: number, data: unknown = { success: false, message: 'Nope' }) => ({
  status,
  data,
});

describe('failureReasonOf', () => {
  it('tells a dropped connection from the answers the server gave', () => {
    expect(failureReasonOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'network',
    );
    expect(failureReasonOf({ status: 'TIMEOUT_ERROR', error: 'Timed out' })).toBe('network');
    expect(failureReasonOf(answer(401))).toBe('signedOut');
    expect(failureReasonOf(answer(404))).toBe('notFound');
    expect(failureReasonOf(answer(429))).toBe('tooMany');
  });

  it('calls refused input invalid, by status or by the field the server names', () => {
    expect(failureReasonOf(answer(400))).toBe('invalid');
    expect(failureReasonOf(answer(409))).toBe('invalid');
    expect(failureReasonOf(answer(422))).toBe('invalid');
    expect(failureReasonOf(answer(403, { success: false, message: 'No', field: 'township' }))).toBe(
      'invalid',
    );
  });

  it('puts everything else on the server', () => {
    expect(failureReasonOf(answer(500))).toBe('server');
    expect(failureReasonOf(answer(503, 'Service Unavailable'))).toBe('server');
    expect(
      failureReasonOf({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'x' }),
    ).toBe('server');
    expect(failureReasonOf({ message: 'Something threw' })).toBe('server');
    expect(failureReasonOf(undefined)).toBe('server');
  });
});

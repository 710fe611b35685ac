import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../../db/connection';
import { AppError, badRequest } from '../../lib/errors';
import { findKey, insertKeyUnlessTaken } from './idempotency.repository';

/**
 * `Idempotency-Key` (docs/architecture.md#checkout): the first successful answer to a key is stored with it, in
 * the same transaction as the sale or invoice it made, and a retry with that key gets that
 * answer again. Keys are per user and per route, and kept for a day.
 */

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export type IdempotentRequest = {
  userGuid: string;
  route: string;
  key: string;
  requestHash: string;
};

export type StoredAnswer = { statusCode: number; body: unknown };
/** An answer and whether it is the one stored for the key, given again. */
export type IdempotentAnswer = StoredAnswer & { replayed: boolean };

/** The request's key, or null when it sent none; a malformed key is a 400. */
export function idempotencyKeyOf(headers: IncomingHttpHeaders): string | null {
  const raw = headers['idempotency-key'];
  if (raw === undefined) return null;
  if (Array.isArray(raw)) throw badRequest('Send one Idempotency-Key header, not several.');
  if (!KEY_PATTERN.test(raw)) {
    throw badRequest('Idempotency-Key must be 1 to 200 visible characters without spaces.');
  }
  return raw;
}

export function idempotentRequest(
  userGuid: string,
  route: string,
  key: string | null,
  body: unknown,
): IdempotentRequest | null {
  if (key === null) return null;
  const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
  return { userGuid, route, key, requestHash };
}

/**
 * The answer stored for this key, or null when the key is new. The same key with another
 * body is refused (422): answering it with the first request's result would hide the change.
 */
export async function findStoredAnswer(
  db: Db,
  request: IdempotentRequest,
): Promise<StoredAnswer | null> {
  const row = await findKey(db, request.userGuid, request.route, request.key);
  if (!row) return null;
  if (row.requestHash !== request.requestHash) {
    throw new AppError(
      422,
      'This Idempotency-Key was already used for a different request. Use a new key.',
    );
  }
  return { statusCode: row.statusCode, body: JSON.parse(row.responseJson) as unknown };
}

/**
 * Claims the key with the answer about to be given, inside the transaction doing the work.
 * False when another request claimed it first: that transaction must then be rolled back
 * and the stored answer returned. On PostgreSQL a concurrent claim of the same key waits here
 * for the first to commit or roll back.
 */
export async function claimKey(
  trx: Db,
  request: IdempotentRequest,
  answer: StoredAnswer,
  now: string,
): Promise<boolean> {
  return insertKeyUnlessTaken(trx, {
    userGuid: request.userGuid,
    route: request.route,
    key: request.key,
    requestHash: request.requestHash,
    statusCode: answer.statusCode,
    responseJson: JSON.stringify(answer.body),
    createdAt: now,
  });
}

/** Thrown inside a transaction to roll it back when the key turned out to be taken. */
export class KeyAlreadyClaimed extends Error {
  constructor() {
    super('Idempotency-Key already claimed');
    this.name = 'KeyAlreadyClaimed';
  }
}

/**
 * Runs `work` as an idempotent request: a stored answer is returned as is; otherwise `work`
 * runs, and when it finds the key claimed meanwhile the then-stored answer is returned.
 */
export async function runIdempotent(
  db: Db,
  request: IdempotentRequest | null,
  work: () => Promise<StoredAnswer>,
): Promise<IdempotentAnswer> {
  if (request) {
    const stored = await findStoredAnswer(db, request);
    if (stored) return { ...stored, replayed: true };
  }
  try {
    return { ...(await work()), replayed: false };
  } catch (error) {
    if (!(error instanceof KeyAlreadyClaimed) || !request) throw error;
    const stored = await findStoredAnswer(db, request);
    if (!stored) throw error;
    return { ...stored, replayed: true };
  }
}

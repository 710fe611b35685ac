import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, loadOrCreateJwtSecret } from './config';

describe('loadOrCreateJwtSecret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jwt-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('seeds the demo catalog by default on SQLite only, or as SEED_DEMO says', () => {
    const pgUrl = 'postgres://postgres@127.0.0.1:5432/test';
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: pgUrl }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: pgUrl, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes please' })).toThrow(
      /SEED_DEMO must be true or false/,
    );
  });

  it('points PostgreSQL at DATABASE_SCHEMA when set, and refuses a name that is not one', () => {
    const pgUrl = 'postgres://postgres@127.0.0.1:5432/test';
    expect(loadConfig({ DATABASE_URL: pgUrl }).database).toEqual({
      dialect: 'postgres',
      url: pgUrl,
    });
    expect(loadConfig({ DATABASE_URL: pgUrl, DATABASE_SCHEMA: 'shop_a' }).database).toEqual({
      dialect: 'postgres',
      url: pgUrl,
      schema: 'shop_a',
    });
    expect(() => loadConfig({ DATABASE_URL: pgUrl, DATABASE_SCHEMA: 'a; drop table x' })).toThrow(
      /DATABASE_SCHEMA must be a lowercase SQL name/,
    );
  });

  it('makes a random secret once, readable by the owner only, and reuses it', () => {
    const dir = path.join(tempDir(), 'data');
    const first = loadOrCreateJwtSecret(dir);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateJwtSecret(dir)).toBe(first);
    expect(loadOrCreateJwtSecret(tempDir())).not.toBe(first);
  });

  it('tightens a secret file that others can read', () => {
    const dir = tempDir();
    const file = path.join(dir, 'jwt-secret');
    fs.writeFileSync(file, 'k'.repeat(40), { mode: 0o644 });
    expect(loadOrCreateJwtSecret(dir)).toBe('k'.repeat(40));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a secret file that is too short', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'jwt-secret'), 'short', { mode: 0o600 });
    expect(() => loadOrCreateJwtSecret(dir)).toThrow(/shorter than 32 characters/);
  });
});

describe('loadConfig', () => {
  it('reads receipts when tesseract is there unless told, every 2 s, 60 s a receipt', () => {
    expect(loadConfig({}).receiptReading).toEqual({
      mode: 'auto',
      pollMs: 2_000,
      timeoutSeconds: 60,
    });
    expect(loadConfig({ RECEIPT_READING: 'off' }).receiptReading.mode).toBe('off');
    expect(loadConfig({ RECEIPT_READING: 'true' }).receiptReading.mode).toBe('on');
    expect(
      loadConfig({ RECEIPT_READING_POLL_MS: '500', RECEIPT_READING_TIMEOUT_SECONDS: '5' })
        .receiptReading,
    ).toMatchObject({ pollMs: 500, timeoutSeconds: 5 });
    expect(() => loadConfig({ RECEIPT_READING: 'maybe' })).toThrow(
      /RECEIPT_READING must be on or off/,
    );
  });

  it('limits login to 10 and register to 5 a minute unless told otherwise', () => {
    expect(loadConfig({}).rateLimit).toMatchObject({
      loginMax: 10,
      loginAddressMax: 300,
      registerMax: 5,
    });
    expect(
      loadConfig({ LOGIN_RATE_LIMIT: '50', REGISTER_RATE_LIMIT: '20' }).rateLimit,
    ).toMatchObject({ loginMax: 50, registerMax: 20 });
  });

  it('trusts no proxy by default, and the hops or addresses it is given', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof oneHop).toBe('function');
    if (typeof oneHop === 'function') {
      expect([oneHop('10.0.0.1', 0), oneHop('203.0.113.9', 1)]).toEqual([true, false]);
    }
  });

  it('sizes the receipt pool to the machine unless RECEIPT_* says otherwise', () => {
    const workers = Math.max(1, Math.min(4, os.availableParallelism() - 1));
    const quick = { workers: 1, maxCost: 1_500_000 };
    expect(loadConfig({}).receipts).toEqual({ workers, queue: 16, timeoutSeconds: 3, quick });
    expect(
      loadConfig({
        RECEIPT_WORKERS: '3',
        RECEIPT_QUEUE: '0',
        RECEIPT_TIMEOUT_SECONDS: '10',
        RECEIPT_QUICK_WORKERS: '2',
      }).receipts,
    ).toEqual({ workers: 3, queue: 0, timeoutSeconds: 10, quick: { ...quick, workers: 2 } });
    expect(loadConfig({ RECEIPT_QUICK_WORKERS: '0' }).receipts.quick).toBeUndefined();
    expect(() => loadConfig({ RECEIPT_WORKERS: '0' })).toThrow(/RECEIPT_WORKERS/);
    expect(() => loadConfig({ RECEIPT_TIMEOUT_SECONDS: '0.5' })).toThrow(/RECEIPT_TIMEOUT_SECONDS/);
  });

  it('names a bad JWT_SECRET', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32/);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { migrateToLatest } from './migrate';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

// docs/decisions/0028-account-abuse.md: the SQLite file holds password hashes and addresses.
describe('the SQLite database file', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-db-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is made readable by its owner only, and so are its -wal and -shm files', async () => {
    // The usual umask would leave a new file readable by everyone (0644).
    expect(process.umask() & 0o044).toBe(0);
    const file = path.join(dir, 'data', 'storefront.sqlite');
    const db = openDatabase({ dialect: 'sqlite', file });
    await migrateToLatest(db);
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    expect([file, `${file}-wal`, `${file}-shm`].map(modeOf)).toEqual([0o600, 0o600, 0o600]);
    await db.close();
  });

  it('narrows a file an older version left readable by others', async () => {
    const file = path.join(dir, 'storefront.sqlite');
    const first = openDatabase({ dialect: 'sqlite', file });
    await migrateToLatest(first);
    await first.close();
    fs.chmodSync(file, 0o644);

    const again = openDatabase({ dialect: 'sqlite', file });
    expect(modeOf(file)).toBe(0o600);
    // Still the same database, with its tables.
    const { count } = await again.kysely
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
    await again.close();
  });
});

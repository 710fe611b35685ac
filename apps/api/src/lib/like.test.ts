import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { escapeLike } from './like';

describe('escapeLike', () => {
  it('puts a backslash before %, _ and \\ and leaves everything else as typed', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLike('ရန်ကုန် tea')).toBe('ရန်ကုန် tea');
    expect(escapeLike('')).toBe('');
  });

  it("makes SQL's LIKE … escape '\\' read the wildcards as letters", () => {
    const db = new Database(':memory:');
    const matches = (text: string, typed: string) =>
      db
        .prepare<[string, string], { hit: number }>(`select ? like ? escape '\\' as hit`)
        .get(text, `%${escapeLike(typed)}%`)!.hit === 1;
    expect(matches('save 50% today', '50%')).toBe(true);
    expect(matches('save 50 today', '50%')).toBe(false);
    expect(matches('a_b', 'a_b')).toBe(true);
    expect(matches('axb', 'a_b')).toBe(false);
    expect(matches('C:\\path', 'C:\\p')).toBe(true);
    db.close();
  });
});

/**
 * SQLite allows 32,766 bound parameters per statement; 500 rows of under 20 columns stays
 * clear. Writes of many rows (seeds, rating refreshes) go through here a slice at a time.
 */
const ROWS_PER_STATEMENT = 500;

export async function inChunks<T>(
  rows: readonly T[],
  run: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await run(rows.slice(i, i + ROWS_PER_STATEMENT));
  }
}

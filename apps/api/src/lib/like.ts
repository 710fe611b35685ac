/**
 * A text searched for with SQL `LIKE … escape '\'`: the `%`, `_` and `\` a person typed are
 * letters, not wildcards.
 */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

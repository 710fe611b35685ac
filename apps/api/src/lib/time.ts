/** Timestamps are stored as ISO-8601 UTC text: they sort as text on both databases. */
export const nowIso = (): string => new Date().toISOString();

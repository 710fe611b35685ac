type Named = { name: string; nameMm: string };

/** A region's or township's name in the shopper's language ('my' is Burmese), English otherwise. */
export function localizedName(record: Named, language: string): string {
  return (language === 'my' && record.nameMm.trim()) || record.name;
}

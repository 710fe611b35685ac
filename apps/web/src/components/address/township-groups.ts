import type { Township } from '@storefront/contract/region';
import { localizedName } from '../../lib/localized-name';

export type TownshipGroup = { division: string; townships: Township[] };

/**
 * Townships under their state or region (their `division`), groups and the townships in each in
 * alphabetical order of the shopper's language.
 */
export function groupTownships(townships: readonly Township[], language: string): TownshipGroup[] {
  const groups = new Map<string, Township[]>();
  for (const township of townships) {
    const group = groups.get(township.division);
    if (group) group.push(township);
    else groups.set(township.division, [township]);
  }
  const collator = new Intl.Collator(language);
  return [...groups]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([division, members]) => ({
      division,
      townships: members.sort((a, b) =>
        collator.compare(localizedName(a, language), localizedName(b, language)),
      ),
    }));
}

import { describe, expect, it } from 'vitest';
import type { Township } from '@storefront/contract/region';
import { groupTownships } from './township-groups';

const township = (name: string, nameMm: string, division: string): Township => ({
  guid: `${division}-${name}`,
  name,
  nameMm,
  division,
});

const TOWNSHIPS = [
  township('Kamayut', 'ကမာရွတ်', 'Yangon'),
  township('Chanmyathazi', 'ချမ်းမြသာစည်', 'Mandalay'),
  township('Hlaing', 'လှိုင်', 'Yangon'),
  township('Aungmyethazan', 'အောင်မြေသာစံ', 'Mandalay'),
];

describe('groupTownships', () => {
  it('groups by state or region, groups and members in alphabetical order', () => {
    expect(
      groupTownships(TOWNSHIPS, 'en').map((group) => [
        group.division,
        group.townships.map((member) => member.name),
      ]),
    ).toEqual([
      ['Mandalay', ['Aungmyethazan', 'Chanmyathazi']],
      ['Yangon', ['Hlaing', 'Kamayut']],
    ]);
  });

  it('orders the members by their Burmese names for Burmese shoppers', () => {
    const yangon = groupTownships(TOWNSHIPS, 'my').find((group) => group.division === 'Yangon');
    expect(yangon?.townships.map((member) => member.nameMm)).toEqual(
      ['ကမာရွတ်', 'လှိုင်'].sort(new Intl.Collator('my').compare),
    );
  });
});

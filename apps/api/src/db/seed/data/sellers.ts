/**
 * The demo shops' staff accounts (docs/decisions/0014-order-life-cycle.md): one per shop,
 * signed in as `<shop slug>-seller` with the one demo password, so the order console can be
 * tried on every shop.
 */
export const DEMO_SELLER_PASSWORD = 'seller-pass-2024';

export const demoSellerUsername = (shopSlug: string): string => `${shopSlug}-seller`;

export interface DemoSellerSeed {
  /** Key of the shop in shops.ts. */
  shopKey: string;
  name: string;
  /** A mobile number of its own: phones are unique across accounts. */
  phone: string;
}

export const DEMO_SELLERS: DemoSellerSeed[] = [
  { shopKey: 'yangon-mart', name: 'Ko Thiha Aung', phone: '09451100201' },
  { shopKey: 'mingalar-mobile', name: 'Ko Zaw Lin Htet', phone: '09451100202' },
  { shopKey: 'yadanarbon-fashion', name: 'Ma Thandar Win', phone: '09451100203' },
  { shopKey: 'thanaka-beauty', name: 'Ma Hnin Ei Phyu', phone: '09451100204' },
  { shopKey: 'shwe-lahpet', name: 'U Kyaw Soe', phone: '09451100205' },
  { shopKey: 'pansodan-books', name: 'Daw Nwe Nwe Aye', phone: '09451100206' },
  { shopKey: 'little-star', name: 'Ma Su Myat Noe', phone: '09451100207' },
];

/**
 * The business's demo owner (docs/decisions/0029-owners.md): every shop's console and the
 * business pages.
 */
export const DEMO_OWNER = {
  username: 'owner',
  password: 'owner-pass-2024',
  name: 'Daw Khin Myat Noe',
  phone: '09451100200',
} as const;

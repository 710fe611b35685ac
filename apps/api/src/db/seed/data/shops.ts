export interface ShopSeed {
  key: string;
  /** Served on `<slug>.localhost`; lowercase letters and hyphens. */
  slug: string;
  name: string;
  nameMm: string;
  /** Exactly one shop is the default, served on plain `localhost`. */
  isDefault: boolean;
  /** Null: the web app shows the 'Shop Websites will be coming soon' toast (docs/product.md#product-detail). */
  website: string | null;
  email: string;
  primaryPhone: string;
  otherPhones: string[];
  street: string;
  address: string;
  /** The address as a Myanmar shop writes it in Burmese (shown on Burmese pages). */
  addressMm: string;
  /** Township key from townships.ts where the shop stands. */
  townshipKey: string;
  currencyCode: 'MMK';
  accentColour: string;
  logoText: string;
  /** Top-level, second-level or leaf category keys; expand with leafKeysUnder(). */
  categoryKeys: string[];
  /** False: the shop's methods serve only the downtown Yangon townships (isDowntown). */
  canShipEverywhere: boolean;
}

export const SHOPS: ShopSeed[] = [
  {
    key: 'yangon-mart',
    slug: 'yangon-mart',
    name: 'Yangon Mart',
    nameMm: 'ရန်ကုန်မတ်',
    isDefault: true,
    website: 'https://yangonmart.example.com',
    email: 'support@yangonmart.example.com',
    primaryPhone: '09450012345',
    otherPhones: ['09795012345'],
    street: 'Kabar Aye Pagoda Road',
    address: 'No. 128, Kabar Aye Pagoda Road, Ward 4, Bahan Township, Yangon',
    addressMm: 'အမှတ် ၁၂၈၊ ကမ္ဘာအေးဘုရားလမ်း၊ ၄ ရပ်ကွက်၊ ဗဟန်းမြို့နယ်၊ ရန်ကုန်မြို့',
    townshipKey: 'yangon-bahan',
    currencyCode: 'MMK',
    accentColour: '#B91C1C',
    logoText: 'YM',
    categoryKeys: ['home-kitchen', 'tea-coffee', 'snacks', 'phone-accessories'],
    canShipEverywhere: true,
  },
  {
    key: 'mingalar-mobile',
    slug: 'mingalar-mobile',
    name: 'Mingalar Mobile',
    nameMm: 'မင်္ဂလာ မိုဘိုင်း',
    isDefault: false,
    website: 'https://mingalarmobile.example.com',
    email: 'hello@mingalarmobile.example.com',
    primaryPhone: '09250123400',
    otherPhones: ['09777123400', '09420123400'],
    street: 'Pyay Road',
    address: 'No. 221, Pyay Road, Hledan Ward, Kamayut Township, Yangon',
    addressMm: 'အမှတ် ၂၂၁၊ ပြည်လမ်း၊ လှည်းတန်းရပ်ကွက်၊ ကမာရွတ်မြို့နယ်၊ ရန်ကုန်မြို့',
    townshipKey: 'yangon-kamayut',
    currencyCode: 'MMK',
    accentColour: '#1D4ED8',
    logoText: 'MM',
    categoryKeys: ['electronics', 'televisions'],
    canShipEverywhere: true,
  },
  {
    key: 'yadanarbon-fashion',
    slug: 'yadanarbon-fashion',
    name: 'Yadanarbon Fashion',
    nameMm: 'ရတနာပုံ ဖက်ရှင်',
    isDefault: false,
    website: null,
    email: 'yadanarbon.fashion@example.com',
    primaryPhone: '09402567890',
    otherPhones: ['09969567890'],
    street: '78th Street',
    address: 'No. 34, 78th Street, between 27th and 28th Street, Chanayethazan Township, Mandalay',
    addressMm: 'အမှတ် ၃၄၊ ၇၈ လမ်း၊ ၂၇ လမ်းနှင့် ၂၈ လမ်းကြား၊ ချမ်းအေးသာစံမြို့နယ်၊ မန္တလေးမြို့',
    townshipKey: 'mandalay-chanayethazan',
    currencyCode: 'MMK',
    accentColour: '#7E22CE',
    logoText: 'YF',
    categoryKeys: ['fashion', 'school-uniforms', 'baby-clothes'],
    canShipEverywhere: true,
  },
  {
    key: 'thanaka-beauty',
    slug: 'thanaka-beauty',
    name: 'Thanaka Beauty House',
    nameMm: 'သနပ်ခါး အလှကုန်',
    isDefault: false,
    website: 'https://thanakabeauty.example.com',
    email: 'care@thanakabeauty.example.com',
    primaryPhone: '09799345678',
    otherPhones: [],
    street: 'Sanchaung Street',
    address: 'No. 42, Sanchaung Street, Sanchaung Township, Yangon',
    addressMm: 'အမှတ် ၄၂၊ စမ်းချောင်းလမ်း၊ စမ်းချောင်းမြို့နယ်၊ ရန်ကုန်မြို့',
    townshipKey: 'yangon-sanchaung',
    currencyCode: 'MMK',
    accentColour: '#A16207',
    logoText: 'TB',
    categoryKeys: ['beauty', 'baby-bath'],
    canShipEverywhere: true,
  },
  {
    key: 'shwe-lahpet',
    slug: 'shwe-lahpet',
    name: 'Shwe Lahpet Grocery',
    nameMm: 'ရွှေလက်ဖက် စားသောက်ကုန်',
    isDefault: false,
    website: null,
    email: 'orders.shwelahpet@example.com',
    primaryPhone: '09425112233',
    otherPhones: ['09763112233'],
    street: '19th Street',
    address: 'No. 88, 19th Street, Latha Township, Yangon',
    addressMm: 'အမှတ် ၈၈၊ ၁၉ လမ်း၊ လသာမြို့နယ်၊ ရန်ကုန်မြို့',
    townshipKey: 'yangon-latha',
    currencyCode: 'MMK',
    accentColour: '#15803D',
    logoText: 'SL',
    categoryKeys: ['groceries'],
    // Fresh food goes out with the shop's own riders, inside downtown Yangon only.
    canShipEverywhere: false,
  },
  {
    key: 'pansodan-books',
    slug: 'pansodan-books',
    name: 'Pansodan Books & Stationery',
    nameMm: 'ပန်းဆိုးတန်း စာအုပ်နှင့် စာရေးကိရိယာ',
    isDefault: false,
    website: 'https://pansodanbooks.example.com',
    email: 'books@pansodanbooks.example.com',
    primaryPhone: '09421987654',
    otherPhones: ['09955987654'],
    street: 'Pansodan Street',
    address: 'No. 150, Pansodan Street (Middle Block), Kyauktada Township, Yangon',
    addressMm: 'အမှတ် ၁၅၀၊ ပန်းဆိုးတန်းလမ်း (အလယ်ဘလောက်)၊ ကျောက်တံတားမြို့နယ်၊ ရန်ကုန်မြို့',
    townshipKey: 'yangon-kyauktada',
    currencyCode: 'MMK',
    accentColour: '#0F766E',
    logoText: 'PB',
    categoryKeys: ['books-stationery', 'educational-toys'],
    canShipEverywhere: true,
  },
  {
    key: 'little-star',
    slug: 'little-star',
    name: 'Little Star Baby & Kids',
    nameMm: 'ကြယ်ကလေး မိခင်နှင့်ကလေး',
    isDefault: false,
    website: null,
    email: 'littlestar.kids@example.com',
    primaryPhone: '09977456123',
    otherPhones: ['09254456123'],
    street: 'Parami Road',
    address: 'No. 64, Parami Road, 10 Ward, Mayangon Township, Yangon',
    addressMm: 'အမှတ် ၆၄၊ ပါရမီလမ်း၊ ၁၀ ရပ်ကွက်၊ မရမ်းကုန်းမြို့နယ်၊ ရန်ကုန်မြို့',
    townshipKey: 'yangon-mayangon',
    currencyCode: 'MMK',
    accentColour: '#BE185D',
    logoText: 'LS',
    categoryKeys: ['baby-kids', 'childrens-books'],
    canShipEverywhere: true,
  },
];

/** Host name a shop answers on (docs/product.md#shop-by-host: a shop is identified by its host). */
export function shopHostName(shop: ShopSeed): string {
  return shop.isDefault ? 'localhost' : `${shop.slug}.localhost`;
}

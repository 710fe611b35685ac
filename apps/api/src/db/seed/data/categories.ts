export interface CategorySeed {
  /** Stable slug, unique across the whole tree. */
  key: string;
  name: string;
  nameMm: string;
  /** Empty on the third (leaf) level. */
  children: CategorySeed[];
}

function leaf(key: string, name: string, nameMm: string): CategorySeed {
  return { key, name, nameMm, children: [] };
}

/** The three-level category tree of docs/product.md#categories /categories: top level → column → leaf links. */
export const CATEGORIES: CategorySeed[] = [
  {
    key: 'electronics',
    name: 'Electronics',
    nameMm: 'အီလက်ထရောနစ်',
    children: [
      {
        key: 'mobile-phones',
        name: 'Mobile Phones',
        nameMm: 'မိုဘိုင်းဖုန်း',
        children: [
          leaf('android-phones', 'Android Phones', 'Android ဖုန်း'),
          leaf('iphones', 'iPhones', 'iPhone'),
          leaf('feature-phones', 'Keypad Phones', 'ခလုတ်ဖုန်း'),
        ],
      },
      {
        key: 'phone-accessories',
        name: 'Phone Accessories',
        nameMm: 'ဖုန်းဆက်စပ်ပစ္စည်း',
        children: [
          leaf('power-banks', 'Power Banks', 'ပါဝါဘဏ်'),
          leaf('chargers-cables', 'Chargers & Cables', 'အားသွင်းခေါင်းနှင့် ကြိုး'),
          leaf('phone-cases', 'Phone Cases', 'ဖုန်းကာဗာ'),
        ],
      },
      {
        key: 'computers-tablets',
        name: 'Computers & Tablets',
        nameMm: 'ကွန်ပျူတာနှင့် တက်ဘလက်',
        children: [
          leaf('laptops', 'Laptops', 'လက်ပ်တော့'),
          leaf('tablets', 'Tablets', 'တက်ဘလက်'),
          leaf('keyboards-mice', 'Keyboards & Mice', 'ကီးဘုတ်နှင့် မောက်စ်'),
        ],
      },
      {
        key: 'audio-wearables',
        name: 'Audio & Wearables',
        nameMm: 'အသံစနစ်နှင့် စမတ်နာရီ',
        children: [
          leaf('earphones', 'Earphones & Headphones', 'နားကြပ်'),
          leaf('bluetooth-speakers', 'Bluetooth Speakers', 'ဘလူးတုသ် စပီကာ'),
          leaf('smart-watches', 'Smart Watches', 'စမတ်နာရီ'),
        ],
      },
    ],
  },
  {
    key: 'fashion',
    name: 'Fashion',
    nameMm: 'ဖက်ရှင်',
    children: [
      {
        key: 'womens-clothing',
        name: "Women's Clothing",
        nameMm: 'အမျိုးသမီးဝတ်',
        children: [
          leaf('htamein', "Htamein (Women's Longyi)", 'ထဘီ'),
          leaf('womens-blouses', 'Blouses', 'အမျိုးသမီး အင်္ကျီ'),
          leaf('dresses', 'Dresses', 'ဂါဝန်'),
        ],
      },
      {
        key: 'mens-clothing',
        name: "Men's Clothing",
        nameMm: 'အမျိုးသားဝတ်',
        children: [
          leaf('paso', "Paso (Men's Longyi)", 'ပုဆိုး'),
          leaf('mens-shirts', 'Shirts', 'ရှပ်အင်္ကျီ'),
          leaf('taikpon', 'Taikpon Jackets', 'တိုက်ပုံအင်္ကျီ'),
        ],
      },
      {
        key: 'footwear',
        name: 'Footwear',
        nameMm: 'ဖိနပ်',
        children: [
          leaf('velvet-slippers', 'Velvet Slippers', 'ကတ္တီပါဖိနပ်'),
          leaf('sneakers', 'Sneakers', 'ရှူးဖိနပ်'),
          leaf('flip-flops', 'Flip-flops & Sandals', 'ညှပ်ဖိနပ်'),
        ],
      },
      {
        key: 'bags-accessories',
        name: 'Bags & Accessories',
        nameMm: 'အိတ်နှင့် ဆက်စပ်ပစ္စည်း',
        children: [
          leaf('handbags', 'Handbags', 'လက်ကိုင်အိတ်'),
          leaf('shan-bags', 'Shan Bags', 'ရှမ်းလွယ်အိတ်'),
          leaf('wrist-watches', 'Wrist Watches', 'လက်ပတ်နာရီ'),
        ],
      },
    ],
  },
  {
    key: 'beauty',
    name: 'Beauty',
    nameMm: 'အလှကုန်',
    children: [
      {
        key: 'thanaka-traditional',
        name: 'Thanaka & Traditional',
        nameMm: 'သနပ်ခါးနှင့် မြန်မာ့ရိုးရာ',
        children: [
          leaf('thanaka-powder', 'Thanaka Powder & Paste', 'သနပ်ခါးမှုန့်'),
          leaf('thanaka-logs', 'Thanaka Logs', 'သနပ်ခါးတုံး'),
          leaf('herbal-hair-care', 'Herbal Hair Wash', 'ကင်ပွန်းချဉ် ခေါင်းလျှော်'),
        ],
      },
      {
        key: 'makeup',
        name: 'Makeup',
        nameMm: 'မိတ်ကပ်',
        children: [
          leaf('lipstick', 'Lipstick', 'နှုတ်ခမ်းနီ'),
          leaf('face-powder', 'Face Powder & Foundation', 'မျက်နှာချေနှင့် ဖောင်ဒေးရှင်း'),
          leaf('eye-makeup', 'Eye Makeup', 'မျက်လုံး မိတ်ကပ်'),
        ],
      },
      {
        key: 'skincare',
        name: 'Skincare',
        nameMm: 'အသားအရေ ထိန်းသိမ်းမှု',
        children: [
          leaf('sunscreen', 'Sunscreen', 'နေလောင်ကာ ခရင်မ်'),
          leaf('face-wash', 'Face Wash', 'မျက်နှာသစ်ဆေး'),
          leaf('moisturisers', 'Moisturisers', 'အစိုဓာတ်ထိန်း ခရင်မ်'),
        ],
      },
    ],
  },
  {
    key: 'home-kitchen',
    name: 'Home & Kitchen',
    nameMm: 'အိမ်သုံးနှင့် မီးဖိုချောင်',
    children: [
      {
        key: 'kitchen-appliances',
        name: 'Kitchen Appliances',
        nameMm: 'မီးဖိုချောင်သုံး လျှပ်စစ်ပစ္စည်း',
        children: [
          leaf('rice-cookers', 'Rice Cookers', 'ထမင်းပေါင်းအိုး'),
          leaf('electric-kettles', 'Electric Kettles', 'လျှပ်စစ် ရေနွေးကရား'),
          leaf('blenders', 'Blenders', 'ဘလင်ဒါ'),
        ],
      },
      {
        key: 'cookware-tableware',
        name: 'Cookware & Tableware',
        nameMm: 'အိုးခွက်ပန်းကန်',
        children: [
          leaf('pots-pans', 'Pots & Pans', 'အိုးနှင့် ဒယ်'),
          leaf('cups-mugs', 'Cups & Mugs', 'ခွက်နှင့် မတ်ခွက်'),
          leaf('lacquerware', 'Lacquerware', 'ယွန်းထည်'),
        ],
      },
      {
        key: 'home-appliances',
        name: 'Home Appliances',
        nameMm: 'အိမ်သုံး လျှပ်စစ်ပစ္စည်း',
        children: [
          leaf('fans', 'Fans', 'ပန်ကာ'),
          leaf('televisions', 'Televisions', 'တီဗွီ'),
          leaf('rechargeable-lights', 'Rechargeable Lights', 'အားသွင်းမီး'),
        ],
      },
    ],
  },
  {
    key: 'groceries',
    name: 'Groceries',
    nameMm: 'စားသောက်ကုန်',
    children: [
      {
        key: 'tea-coffee',
        name: 'Tea & Coffee',
        nameMm: 'လက်ဖက်နှင့် ကော်ဖီ',
        children: [
          leaf('lahpet', 'Lahpet (Pickled Tea)', 'လက်ဖက်'),
          leaf('tea-mix', 'Tea Mix', 'လက်ဖက်ရည်မစ်'),
          leaf('coffee-mix', 'Coffee Mix', 'ကော်ဖီမစ်'),
        ],
      },
      {
        key: 'snacks',
        name: 'Snacks',
        nameMm: 'မုန့်နှင့် သရေစာ',
        children: [
          leaf('traditional-snacks', 'Traditional Snacks', 'မြန်မာ့ရိုးရာမုန့်'),
          leaf('fried-beans-nuts', 'Fried Beans & Nuts', 'ပဲကြော်နှင့် မြေပဲ'),
          leaf('biscuits', 'Biscuits & Crackers', 'ဘီစကစ်နှင့် ကွတ်ကီး'),
        ],
      },
      {
        key: 'rice-pantry',
        name: 'Rice & Pantry',
        nameMm: 'ဆန်နှင့် မီးဖိုချောင်သုံးကုန်',
        children: [
          leaf('rice', 'Rice', 'ဆန်'),
          leaf('cooking-oil', 'Cooking Oil', 'စားသုံးဆီ'),
          leaf('instant-noodles', 'Instant Noodles & Mohinga', 'အသင့်စား ခေါက်ဆွဲနှင့် မုန့်ဟင်းခါး'),
        ],
      },
      {
        key: 'condiments',
        name: 'Sauces & Condiments',
        nameMm: 'ဟင်းခတ်ပစ္စည်း',
        children: [
          leaf('fish-sauce', 'Fish Sauce', 'ငံပြာရည်'),
          leaf('balachaung-ngapi', 'Balachaung & Ngapi', 'ဘာလချောင်နှင့် ငါးပိ'),
          leaf('chilli-spices', 'Chilli & Spices', 'ငရုတ်သီးနှင့် ဟင်းခတ်အမွှေး'),
        ],
      },
    ],
  },
  {
    key: 'books-stationery',
    name: 'Books & Stationery',
    nameMm: 'စာအုပ်နှင့် စာရေးကိရိယာ',
    children: [
      {
        key: 'books',
        name: 'Books',
        nameMm: 'စာအုပ်',
        children: [
          leaf('myanmar-novels', 'Myanmar Novels', 'မြန်မာ ဝတ္ထု'),
          leaf('english-learning', 'English Learning', 'အင်္ဂလိပ်စာ လေ့လာရေး'),
          leaf('childrens-books', "Children's Books", 'ကလေး စာအုပ်'),
        ],
      },
      {
        key: 'stationery',
        name: 'Stationery',
        nameMm: 'စာရေးကိရိယာ',
        children: [
          leaf('pens-pencils', 'Pens & Pencils', 'ဘောပင်နှင့် ခဲတံ'),
          leaf('notebooks', 'Notebooks', 'ဗလာစာအုပ်နှင့် မှတ်စုစာအုပ်'),
          leaf('art-supplies', 'Art Supplies', 'ပန်းချီ ပစ္စည်း'),
        ],
      },
      {
        key: 'school-supplies',
        name: 'School Supplies',
        nameMm: 'ကျောင်းသုံးပစ္စည်း',
        children: [
          leaf('school-bags', 'School Bags', 'ကျောင်းလွယ်အိတ်'),
          leaf('calculators', 'Calculators', 'ဂဏန်းပေါင်းစက်'),
          leaf('water-bottles', 'Water Bottles & Lunch Boxes', 'ရေဘူးနှင့် ထမင်းဘူး'),
        ],
      },
    ],
  },
  {
    key: 'baby-kids',
    name: 'Baby & Kids',
    nameMm: 'မိခင်နှင့် ကလေး',
    children: [
      {
        key: 'baby-care',
        name: 'Baby Care',
        nameMm: 'ကလေး စောင့်ရှောက်မှု',
        children: [
          leaf('diapers', 'Diapers', 'ကလေးသေးခံ'),
          leaf('feeding-bottles', 'Feeding Bottles', 'နို့ဘူး'),
          leaf('baby-bath', 'Baby Bath & Lotion', 'ကလေး ရေချိုးပစ္စည်း'),
        ],
      },
      {
        key: 'toys',
        name: 'Toys',
        nameMm: 'ကစားစရာ',
        children: [
          leaf('educational-toys', 'Educational Toys', 'ပညာပေး ကစားစရာ'),
          leaf('soft-toys', 'Dolls & Soft Toys', 'အရုပ်'),
          leaf('building-blocks', 'Building Blocks', 'တုံးဆက် ကစားစရာ'),
        ],
      },
      {
        key: 'kids-clothing',
        name: "Kids' Clothing",
        nameMm: 'ကလေးဝတ်',
        children: [
          leaf('baby-clothes', 'Baby Clothes', 'မွေးကင်းစ ကလေးဝတ်'),
          leaf('school-uniforms', 'School Uniforms', 'ကျောင်းဝတ်စုံ'),
          leaf('kids-shoes', "Kids' Shoes", 'ကလေးဖိနပ်'),
        ],
      },
    ],
  },
];

export interface FlatCategory {
  key: string;
  name: string;
  nameMm: string;
  /** 1 = top level, 2 = column, 3 = leaf. */
  level: 1 | 2 | 3;
  parentKey: string | null;
  /** Position among its siblings, for stable ordering. */
  sortOrder: number;
}

/** The tree as rows, parents before children (insert order for a parent_id column). */
export function flattenCategories(tree: CategorySeed[] = CATEGORIES): FlatCategory[] {
  const rows: FlatCategory[] = [];
  const visit = (nodes: CategorySeed[], level: 1 | 2 | 3, parentKey: string | null): void => {
    nodes.forEach((node, sortOrder) => {
      rows.push({
        key: node.key,
        name: node.name,
        nameMm: node.nameMm,
        level,
        parentKey,
        sortOrder,
      });
      if (level < 3) visit(node.children, level === 1 ? 2 : 3, node.key);
    });
  };
  visit(tree, 1, null);
  return rows;
}

/** Leaf keys under the given category keys (a leaf key stands for itself), without repeats. */
export function leafKeysUnder(
  keys: readonly string[],
  tree: CategorySeed[] = CATEGORIES,
): string[] {
  const wanted = new Set(keys);
  const out = new Set<string>();
  const collect = (node: CategorySeed): void => {
    if (node.children.length === 0) out.add(node.key);
    else node.children.forEach(collect);
  };
  const walk = (node: CategorySeed): void => {
    if (wanted.has(node.key)) collect(node);
    else node.children.forEach(walk);
  };
  tree.forEach(walk);
  return [...out];
}

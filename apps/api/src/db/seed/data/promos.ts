export type PromoDiscountType = 'percentage' | 'fixed_amount' | 'free_shipping';

export interface PromoSeed {
  code: string;
  description: string;
  descriptionMm: string;
  discountType: PromoDiscountType;
  /** Percent for 'percentage', MMK for 'fixed_amount', the MMK shipping covered for 'free_shipping'. */
  discountValue: number;
  /** Whole days relative to the seed time; negative is in the past. */
  startOffsetDays: number;
  endOffsetDays: number;
}

export const PROMOS: PromoSeed[] = [
  {
    code: 'WELCOME10',
    description: '10% off your first order in any shop.',
    descriptionMm: 'ပထမဆုံး အော်ဒါအတွက် ၁၀% လျှော့ဈေး။',
    discountType: 'percentage',
    discountValue: 10,
    startOffsetDays: -30,
    endOffsetDays: 335,
  },
  {
    code: 'THINGYAN15',
    description: 'Water Festival sale: 15% off everything.',
    descriptionMm: 'သင်္ကြန် အထူးလျှော့ဈေး — ပစ္စည်းအားလုံး ၁၅% လျှော့။',
    discountType: 'percentage',
    discountValue: 15,
    startOffsetDays: -5,
    endOffsetDays: 25,
  },
  {
    code: 'SAVE5000',
    description: '5,000 MMK off orders over 50,000 MMK.',
    descriptionMm: '၅၀,၀၀၀ ကျပ်အထက် ဝယ်ယူပါက ၅,၀၀၀ ကျပ် လျှော့ပေးမည်။',
    discountType: 'fixed_amount',
    discountValue: 5_000,
    startOffsetDays: -10,
    endOffsetDays: 50,
  },
  {
    code: 'MINGALAR2000',
    description: '2,000 MMK off any order, just to say mingalaba.',
    descriptionMm: 'မင်္ဂလာပါ လက်ဆောင်အဖြစ် မည်သည့် အော်ဒါမဆို ၂,၀၀၀ ကျပ် လျှော့။',
    discountType: 'fixed_amount',
    discountValue: 2_000,
    startOffsetDays: -60,
    endOffsetDays: 120,
  },
  {
    code: 'FREESHIP',
    description: 'Free delivery (up to 3,000 MMK) inside Yangon and Mandalay.',
    descriptionMm: 'ရန်ကုန်နှင့် မန္တလေးမြို့တွင်း အခမဲ့ ပို့ဆောင်ပေးမည် (၃,၀၀၀ ကျပ်အထိ)။',
    discountType: 'free_shipping',
    discountValue: 3_000,
    startOffsetDays: -3,
    endOffsetDays: 27,
  },
  {
    code: 'TAZAUNGDAING12',
    description: 'Tazaungdaing festival of lights: 12% off, coming soon.',
    descriptionMm: 'တန်ဆောင်တိုင် မီးထွန်းပွဲတော် ၁၂% လျှော့ဈေး — မကြာမီ စတင်မည်။',
    discountType: 'percentage',
    discountValue: 12,
    startOffsetDays: 20,
    endOffsetDays: 50,
  },
  {
    code: 'THADINGYUT20',
    description: 'Thadingyut festival sale: 20% off (ended).',
    descriptionMm: 'သီတင်းကျွတ် ပွဲတော် ၂၀% လျှော့ဈေး (ပြီးဆုံးပါပြီ)။',
    discountType: 'percentage',
    discountValue: 20,
    startOffsetDays: -200,
    endOffsetDays: -170,
  },
  {
    code: 'NEWYEAR10000',
    description: '10,000 MMK off orders over 100,000 MMK (ended).',
    descriptionMm: '၁၀၀,၀၀၀ ကျပ်အထက် ဝယ်ယူပါက ၁၀,၀၀၀ ကျပ် လျှော့ (ပြီးဆုံးပါပြီ)။',
    discountType: 'fixed_amount',
    discountValue: 10_000,
    startOffsetDays: -330,
    endOffsetDays: -300,
  },
];

/**
 * The Burmese glossary (docs/ui.md#burmese-glossary): each English term that the pages use in
 * several places, the one Burmese form it is written in, and the forms it must not take.
 *
 * - `en`: where the English text of a key holds this, the Burmese text of the same key holds
 *   `mm` (placeholders are left out of both before they are compared).
 * - `except`: keys whose English holds the term for another thing; `instead` is what their
 *   Burmese holds then.
 * - `wrong`: written nowhere in Burmese, whatever the English says.
 */
export type GlossaryTerm = {
  term: string;
  en: RegExp;
  mm: string;
  except?: Record<string, string>;
  wrong: RegExp[];
};

export const GLOSSARY: GlossaryTerm[] = [
  {
    term: 'order number',
    en: /\border (?:id|number)\b|\binvoice\b/i,
    mm: 'အော်ဒါ နံပါတ်',
    wrong: [/ဘောက်ချာ ?နံပါတ်/, /(?<!လျှော့ဈေး )ဘောက်ချာ/, /အော်ဒါနံပါတ်/],
  },
  {
    term: 'voucher',
    en: /\bvoucher\b/i,
    mm: 'လျှော့ဈေး ဘောက်ချာ',
    wrong: [],
  },
  {
    term: 'reject reason',
    en: /\breason\b/i,
    mm: 'အကြောင်းပြချက်',
    wrong: [/အကြောင်းရင်း-/],
  },
  {
    term: 'cancel',
    en: /^cancel$/i,
    mm: 'မလုပ်တော့ပါ',
    // The receipt's 'Cancel' takes the picture away: it says so.
    except: { 'checkout.payment.cancelReceipt': 'ပုံ ဖယ်ရှားမည်' },
    wrong: [/ပယ်ဖျက်မည်/],
  },
  {
    term: 'cannot be undone',
    en: /\bcannot be undone\b/i,
    mm: 'ဤလုပ်ဆောင်ချက်ကို ပြန်ပြင်၍ မရပါ။',
    wrong: [/ပြန်ယူ၍ မရ/],
  },
  {
    term: 'sold by',
    en: /\bsold by\b/i,
    mm: 'ရောင်းချသူ ဆိုင်',
    wrong: [/ရောင်းချသူ -/, /ရောင်းချသူ(?! ဆိုင်)$/],
  },
  {
    term: 'transfer receipt',
    en: /\breceipts?\b/i,
    mm: 'ငွေလွှဲပြေစာ',
    except: { 'orders.detail.print': 'အော်ဒါ ပြေစာ' },
    wrong: [/ငွေလွှဲ +ပြေစာ/, /(?<!ငွေလွှဲ|အော်ဒါ )ပြေစာ/],
  },
  {
    term: 'approximately',
    en: /≈|\bapprox(?:imately)?\b|^about \{\{/i,
    mm: 'ခန့်မှန်းခြေ',
    wrong: [/ခန့်မှန်း /],
  },
  {
    term: 'register',
    en: /\bregist(?:er|ration)\b/i,
    mm: 'အကောင့်ဖွင့်',
    wrong: [/စာရင်းသွင်း/],
  },
  {
    term: 'not given',
    en: /\bnot (?:given|provided)\b/i,
    mm: 'မဖော်ပြထားပါ',
    wrong: [/မပေးထားပါ/],
  },
  {
    term: 'on our side',
    en: /\bon our side\b/i,
    mm: 'ကျွန်ုပ်တို့ဘက်တွင်',
    wrong: [/ဆိုင်ဘက်တွင်/],
  },
  {
    term: 'account name',
    en: /\baccount name\b/i,
    mm: 'အကောင့်အမည်',
    wrong: [/အကောင့် +အမည်/],
  },
  {
    term: 'e-mail address',
    en: /\be-?mail address\b/i,
    mm: 'အီးမေးလ်လိပ်စာ',
    wrong: [/အီးမေးလ် +လိပ်စာ/],
  },
  {
    term: 'delivery address',
    en: /\b(?:delivery|shipping) address(?:es)?\b/i,
    mm: 'ပို့ဆောင်ရမည့်လိပ်စာ',
    wrong: [/ပို့ဆောင်ရမည့် +လိပ်စာ/],
  },
];

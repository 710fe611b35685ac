import { formatMoney as formatSharedMoney, fromMinor } from '@storefront/commerce/money';

/**
 * What a notification says, in the recipient's language (docs/decisions/0034-notifications.md):
 * the shop, the order number and what happened, and the page it opens. Burmese is written as a
 * Myanmar shop writes to its customers, not word for word.
 */
export type Language = 'en' | 'mm';

export const languageOf = (value: string | null | undefined): Language =>
  value === 'mm' ? 'mm' : 'en';

export interface NotificationFacts {
  kind: 'order-placed' | 'order-created' | 'order-status';
  saleGuid: string;
  invoiceNo: string;
  status: string;
  note: string;
  language: string;
  shopName: string;
  shopNameMm: string | null;
}

export interface NotificationText {
  title: string;
  body: string;
  /** The web app's page the notification opens. */
  link: string;
}

const STATUS_MM: Record<string, string> = {
  Pending: 'စောင့်ဆိုင်းဆဲ',
  Confirmed: 'အတည်ပြုပြီး',
  Shipping: 'ပို့ဆောင်နေဆဲ',
  Delivered: 'ရောက်ရှိပြီး',
  Rejected: 'ပယ်ချပြီး',
};

export function statusName(status: string, language: Language): string {
  return language === 'mm' ? (STATUS_MM[status] ?? status) : status;
}

/** The order's page for a shopper, the order in the console for staff and owners. */
export function linkOf(facts: Pick<NotificationFacts, 'kind' | 'saleGuid' | 'invoiceNo'>): string {
  return facts.kind === 'order-created'
    ? `/seller/orders/${encodeURIComponent(facts.saleGuid)}`
    : `/order-detail/${encodeURIComponent(facts.invoiceNo)}`;
}

export function notificationText(facts: NotificationFacts): NotificationText {
  const language = languageOf(facts.language);
  const shop = language === 'mm' ? (facts.shopNameMm ?? facts.shopName) : facts.shopName;
  const no = facts.invoiceNo;
  const link = linkOf(facts);
  if (facts.kind === 'order-created') {
    return language === 'mm'
      ? { title: `${shop}: အော်ဒါအသစ် ရောက်ပါပြီ`, body: `အော်ဒါ ${no} ကို စစ်ပြီး အတည်ပြုပေးပါ။`, link }
      : {
          title: `${shop}: new order`,
          body: `Order ${no} is waiting for you to confirm it.`,
          link,
        };
  }
  if (facts.kind === 'order-placed') {
    return language === 'mm'
      ? {
          title: `${shop}: မှာယူမှု လက်ခံရရှိပါပြီ`,
          body: `အော်ဒါ ${no} ကို လက်ခံရရှိပါပြီ။ ဆိုင်က အတည်ပြုပြီးတာနဲ့ အကြောင်းကြားပေးပါမယ်။`,
          link,
        }
      : {
          title: `${shop}: order received`,
          body: `We have your order ${no}. We will let you know as soon as the shop confirms it.`,
          link,
        };
  }
  const reason = facts.note.trim();
  if (language === 'mm') {
    const bodies: Record<string, string> = {
      Confirmed: `အော်ဒါ ${no} ကို ဆိုင်က အတည်ပြုပြီးပါပြီ။`,
      Shipping: `အော်ဒါ ${no} ကို ပို့ဆောင်နေပါပြီ။`,
      Delivered: `အော်ဒါ ${no} ရောက်ရှိပြီးပါပြီ။ ဝယ်ယူအားပေးမှုအတွက် ကျေးဇူးတင်ပါတယ်။`,
      Rejected: `စိတ်မကောင်းပါဘူး၊ အော်ဒါ ${no} ကို ပယ်ချလိုက်ရပါတယ်။${reason ? ` အကြောင်းရင်း - ${reason}` : ''}`,
    };
    return {
      title: `${shop}: ${statusName(facts.status, 'mm')}`,
      body: bodies[facts.status] ?? `အော်ဒါ ${no} - ${statusName(facts.status, 'mm')}`,
      link,
    };
  }
  const bodies: Record<string, string> = {
    Confirmed: `Your order ${no} is confirmed.`,
    Shipping: `Your order ${no} is on its way.`,
    Delivered: `Your order ${no} has been delivered. Thank you for shopping with us.`,
    Rejected: `Sorry, your order ${no} was rejected.${reason ? ` Reason: ${reason}` : ''}`,
  };
  return {
    title: `${shop}: order ${facts.status.toLowerCase()}`,
    body: bodies[facts.status] ?? `Order ${no}: ${facts.status}`,
    link,
  };
}

/**
 * An amount in hundredths as the web app writes it in the recipient's language
 * (docs/product.md#money-display): MMK in whole kyats ('12,500 MMK', '၁၂,၅၀၀ ကျပ်'), other
 * currencies with their decimals and code; Burmese digits in Burmese.
 */
export function formatMoney(minor: number, currencyCode: string, language: Language): string {
  return formatSharedMoney(fromMinor(minor), currencyCode, numberLocaleOf(language));
}

/** The number locale of a notification language ('my' is Burmese's tag). */
export const numberLocaleOf = (language: Language): string => (language === 'mm' ? 'my' : 'en');

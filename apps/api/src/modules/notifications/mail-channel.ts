import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/connection';
import { findOrderForMail } from './notifications.repository';
import type { ChannelResult, DeliveryFacts, NotificationChannel } from './notification-worker';
import {
  formatMoney,
  languageOf,
  statusName,
  type Language,
  type NotificationText,
} from './notification-text';

export interface MailSettings {
  /** smtp://user:pass@host:port or smtps://…; unset: no e-mail is sent. */
  smtpUrl: string | undefined;
  from: string;
}

/** The shop's own address, which the message's link opens (http only for local test hosts). */
const originOf = (host: string) =>
  `${host === 'localhost' || host.endsWith('.localhost') ? 'http' : 'https'}://${host}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const EN_WORDS = {
  greeting: 'Hello',
  order: 'Order',
  status: 'Status',
  item: 'Item',
  qty: 'Qty',
  amount: 'Amount',
  subTotal: 'Sub-total',
  delivery: 'Delivery',
  tax: 'Tax',
  total: 'Total',
  open: 'See your order',
  openStaff: 'Open the order',
};

const WORDS: Record<Language, typeof EN_WORDS> = {
  en: EN_WORDS,
  mm: {
    greeting: 'မင်္ဂလာပါ',
    order: 'အော်ဒါ',
    status: 'အခြေအနေ',
    item: 'ပစ္စည်း',
    qty: 'အရေအတွက်',
    amount: 'ကျသင့်ငွေ',
    subTotal: 'ပစ္စည်းတန်ဖိုး',
    delivery: 'ပို့ဆောင်ခ',
    tax: 'အခွန်',
    total: 'စုစုပေါင်း ကျသင့်ငွေ',
    open: 'အော်ဒါကို ကြည့်ရန်',
    openStaff: 'အော်ဒါကို ဖွင့်ရန်',
  },
};

/**
 * E-mail through Nodemailer when SMTP_URL is set: the order confirmation with its lines and
 * totals, each status move, and new-order notices to staff, as HTML and plain text in the
 * recipient's language. Without SMTP_URL the channel is not available and its deliveries are
 * skipped.
 */
export class MailChannel implements NotificationChannel {
  readonly isAvailable: boolean;
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Db,
    private readonly settings: MailSettings,
  ) {
    this.isAvailable = Boolean(settings.smtpUrl);
    this.transport = settings.smtpUrl
      ? nodemailer.createTransport({
          url: settings.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : undefined;
  }

  close(): void {
    this.transport?.close();
  }

  async deliver(delivery: DeliveryFacts, text: NotificationText): Promise<ChannelResult> {
    if (!this.transport) return { outcome: 'skipped', reason: 'SMTP_URL is not set' };
    if (delivery.emailOn === 0) return { outcome: 'skipped', reason: 'e-mail turned off' };
    if (!delivery.email) return { outcome: 'skipped', reason: 'no e-mail address' };
    const message = await this.compose(delivery, text);
    try {
      await this.transport.sendMail({
        from: this.settings.from,
        to: { name: delivery.recipientName, address: delivery.email },
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'content-language': message.language === 'mm' ? 'my' : 'en' },
      });
      return { outcome: 'delivered' };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      const reason = error instanceof Error ? error.message : String(error);
      // 5xx from the server: the address or the message is refused for good.
      if (typeof code === 'number' && code >= 500 && code < 600) {
        return { outcome: 'failed', error: reason };
      }
      return { outcome: 'retry', error: reason };
    }
  }

  private async compose(delivery: DeliveryFacts, text: NotificationText) {
    const language = languageOf(delivery.language);
    const w = WORDS[language];
    const url = `${originOf(delivery.shopHost)}${text.link}`;
    const textLines = [`${w.greeting} ${delivery.recipientName},`, '', text.body, ''];
    const htmlParts = [
      `<p>${escapeHtml(`${w.greeting} ${delivery.recipientName},`)}</p>`,
      `<p>${escapeHtml(text.body)}</p>`,
    ];
    textLines.push(`${w.order}: ${delivery.invoiceNo}`);
    textLines.push(`${w.status}: ${statusName(delivery.status, language)}`);
    htmlParts.push(
      `<p><strong>${escapeHtml(w.order)}:</strong> ${escapeHtml(delivery.invoiceNo)}<br>` +
        `<strong>${escapeHtml(w.status)}:</strong> ${escapeHtml(statusName(delivery.status, language))}</p>`,
    );
    if (delivery.kind === 'order-placed') {
      const order = await findOrderForMail(this.db, delivery.invoiceNo);
      if (order) {
        const money = (minor: number) => formatMoney(minor, order.currencyCode, language);
        const number = new Intl.NumberFormat(language === 'mm' ? 'my-MM' : 'en-US', {
          ...(language === 'mm' ? { numberingSystem: 'mymr' } : {}),
        });
        const rows = order.lines.map((line) => {
          const name =
            (language === 'mm' ? (line.productNameMm ?? line.productName) : line.productName) +
            (line.variantName ? ` (${line.variantName})` : '');
          return { name, qty: number.format(line.quantity), amount: money(line.lineTotalMinor) };
        });
        textLines.push('');
        for (const row of rows) textLines.push(`${row.name} × ${row.qty}  ${row.amount}`);
        const totals: [string, string][] = [
          [w.subTotal, money(order.subTotalMinor)],
          [w.delivery, money(order.deliveryChargesMinor)],
          ...(order.taxMinor > 0 ? ([[w.tax, money(order.taxMinor)]] as [string, string][]) : []),
          [w.total, money(order.totalAmountMinor)],
        ];
        textLines.push('');
        for (const [label, value] of totals) textLines.push(`${label}: ${value}`);
        htmlParts.push(
          '<table cellpadding="4" style="border-collapse:collapse">' +
            `<tr><th align="left">${escapeHtml(w.item)}</th><th align="right">${escapeHtml(w.qty)}</th><th align="right">${escapeHtml(w.amount)}</th></tr>` +
            rows
              .map(
                (r) =>
                  `<tr><td>${escapeHtml(r.name)}</td><td align="right">${escapeHtml(r.qty)}</td><td align="right">${escapeHtml(r.amount)}</td></tr>`,
              )
              .join('') +
            totals
              .map(
                ([label, value]) =>
                  `<tr><td colspan="2" align="right">${escapeHtml(label)}</td><td align="right"><strong>${escapeHtml(value)}</strong></td></tr>`,
              )
              .join('') +
            '</table>',
        );
      }
    }
    const open = delivery.kind === 'order-created' ? w.openStaff : w.open;
    textLines.push('', `${open}: ${url}`);
    htmlParts.push(`<p><a href="${escapeHtml(url)}">${escapeHtml(open)}</a></p>`);
    return {
      language,
      subject: text.title,
      text: textLines.join('\n'),
      html: `<!doctype html><html lang="${language === 'mm' ? 'my' : 'en'}"><body>${htmlParts.join('')}</body></html>`,
    };
  }
}

import type { ReactNode } from 'react';
import { MailIcon, PhoneIcon, PinIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/translation';
import { BELOW_FIRST_SCREEN } from '../../components/ui/below-first-screen';

/** docs/product.md#footer: the footer's contact details (the product leaves the numbers and address to us). */
const PHONES = ['+95 9 450 123 456', '+95 1 512 3456'] as const;
const SUPPORT_EMAIL = 'support@storefront.com.mm';

/** docs/product.md#footer: social-media and app-store links are placeholders: they lead to the platforms only. */
const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
  { name: 'Viber', href: 'https://www.viber.com/' },
] as const;

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      {children}
    </section>
  );
}

const externalLink =
  'inline-flex min-h-11 items-center rounded-lg text-sm text-neutral-300 hover:text-white';

/** The shop's own pages, as the business set them for it (docs/decisions/0030-shops.md). */
export type ShopLinks = { facebookUrl?: string | null; viberUrl?: string | null };

/**
 * The follow links: the shop's own Facebook page and Viber link where the business set them,
 * the platforms' home pages otherwise.
 */
function followLinks(links: ShopLinks) {
  return SOCIAL_LINKS.map((link) => {
    const own =
      link.name === 'Facebook' ? links.facebookUrl : link.name === 'Viber' ? links.viberUrl : null;
    return { ...link, href: own || link.href, isShops: Boolean(own) };
  });
}

export function Footer({ shopName, links = {} }: { shopName: string; links?: ShopLinks }) {
  const { t } = useTranslation();
  return (
    <footer className={`mt-auto bg-neutral-900 text-neutral-300 ${BELOW_FIRST_SCREEN}`}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <FooterColumn title={t('footer.contact')}>
          <ul className="flex flex-col gap-2 text-sm">
            {PHONES.map((phone) => (
              <li key={phone}>
                <a href={`tel:${phone.replaceAll(' ', '')}`} className={externalLink}>
                  <PhoneIcon className="me-2 size-5 shrink-0" />
                  <span className="sr-only">{t('footer.phone')}: </span>
                  <span dir="ltr">{phone}</span>
                </a>
              </li>
            ))}
            <li className="flex gap-2 py-2">
              <PinIcon className="size-5 shrink-0" />
              <address className="not-italic">
                <span className="sr-only">{t('footer.address')}: </span>
                {t('footer.streetAddress')}
              </address>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={externalLink}>
                <MailIcon className="me-2 size-5 shrink-0" />
                <span className="sr-only">{t('footer.email')}: </span>
                {SUPPORT_EMAIL}
              </a>
            </li>
          </ul>
        </FooterColumn>

        <FooterColumn title={t('footer.information')}>
          {/* docs/product.md#footer: Contact Us and Terms & Conditions have no targets, so they are text, not links. */}
          <ul className="flex flex-col gap-2 text-sm">
            <li className="py-2">{t('footer.contactUs')}</li>
            <li className="py-2">{t('footer.terms')}</li>
          </ul>
        </FooterColumn>

        <FooterColumn title={t('footer.followUs')}>
          <ul className="flex flex-wrap gap-x-4">
            {followLinks(links).map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={
                    link.isShops
                      ? t('footer.shopOn', { shop: shopName, network: link.name })
                      : undefined
                  }
                  className={externalLink}
                >
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn title={t('footer.getApp')}>
          <ul className="flex flex-col gap-2">
            <li>
              <a
                href="https://www.apple.com/app-store/"
                target="_blank"
                rel="noopener noreferrer"
                className={externalLink}
              >
                {t('footer.appStore')}
              </a>
            </li>
            <li>
              <a
                href="https://play.google.com/store"
                target="_blank"
                rel="noopener noreferrer"
                className={externalLink}
              >
                {t('footer.googlePlay')}
              </a>
            </li>
          </ul>
        </FooterColumn>
      </div>
      <div className="border-t border-neutral-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-xs text-neutral-400">
          {t('footer.copyright', { shop: shopName })}
        </p>
      </div>
    </footer>
  );
}

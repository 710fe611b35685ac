import { useId } from 'react';
import type { ProductShop } from '@storefront/contract/catalog';
import { PhoneIcon, PinIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/translation';
import { fallBackToPlaceholder, imageUrl } from '../../../lib/image';
import { ShopText } from '../../../i18n/shop-text';

/** Shops keep extra numbers in one field; commas, semicolons or slashes separate them. */
function phonesOf(shop: ProductShop): string[] {
  return [shop.primaryPhone, ...shop.otherPhones.split(/[,;/]/)]
    .map((phone) => phone.trim())
    .filter((phone, index, all) => phone && all.indexOf(phone) === index);
}

/**
 * The street is usually part of the address already; it is only added when it is not. Burmese
 * pages show the shop's Burmese address, which has its street in it, or the English one when the
 * shop has none.
 */
function addressOf(shop: ProductShop, burmese: boolean): string {
  const addressMm = shop.addressMm?.trim();
  if (burmese && addressMm) return addressMm;
  const street = shop.street.trim();
  const address = shop.address.trim();
  if (!street || address.includes(street)) return address;
  return [street, address].filter(Boolean).join(', ');
}

/** The shop box: logo, name, phone numbers and address of the seller. */
export function ShopBox({ shop: stored, name }: { shop: ProductShop; name?: string }) {
  const { t, i18n } = useTranslation();
  const shop = { ...stored, shopName: name ?? stored.shopName };
  const headingId = useId();
  const phones = phonesOf(shop);
  const address = addressOf(shop, i18n.language === 'my');

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-sm font-semibold text-neutral-600">
        {t('detail.shopBox.title')}
      </h2>
      <div className="flex items-center gap-3">
        <img
          src={imageUrl(shop.avartarPhoto)}
          alt={t('detail.shopBox.logoAlt', { shop: shop.shopName })}
          width={48}
          height={48}
          loading="lazy"
          onError={fallBackToPlaceholder}
          className="size-12 shrink-0 rounded-lg border border-neutral-200 object-cover"
        />
        <p className="min-w-0 text-base font-bold wrap-break-word text-neutral-900">
          <ShopText text={shop.shopName} />
        </p>
      </div>
      {phones.length > 0 && (
        <div className="flex items-start gap-2 text-sm text-neutral-800">
          <PhoneIcon className="mt-3 size-4 shrink-0 text-neutral-500" />
          <span className="sr-only">{t('detail.shopBox.phone')}</span>
          <ul className="flex flex-wrap gap-x-3">
            {phones.map((phone) => (
              <li key={phone}>
                <a
                  href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                  className="inline-flex min-h-11 items-center tabular-nums hover:text-accent hover:underline"
                >
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {address && (
        <p className="flex items-start gap-2 text-sm text-neutral-800">
          <PinIcon className="mt-0.5 size-4 shrink-0 text-neutral-500" />
          <span className="sr-only">{t('detail.shopBox.address')}</span>
          <span className="min-w-0 wrap-break-word">{address}</span>
        </p>
      )}
    </section>
  );
}

import { formatNumber } from '@storefront/commerce/money';
import { RemoveButton } from '../../../components/ui/remove-button';
import { useMoney } from '../../../components/ui/money';
import { useTranslation } from '../../../i18n/translation';
import { fallBackToPlaceholder } from '../../../lib/image';
import { cartImageUrl } from '../cart-image';
import { ShopText } from '../../../i18n/shop-text';

type CartLineProps = {
  name: string;
  /** The name with its product ('Ceramic Mug (Blue)'), for the remove button's label. */
  fullName: string;
  /** Variants show their picture; addons have none. */
  image?: string | undefined;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  currencyCode: string;
  onRemove: () => void;
};

/** One variant or addon of a cart product (docs/product.md#cart): image, name, quantity, price, remove. */
export function CartLine({
  name,
  fullName,
  image,
  quantity,
  unitPrice,
  totalPrice,
  currencyCode,
  onRemove,
}: CartLineProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    // Name and remove button share the first row; quantity and price take the full width of
    // the second, so a long Burmese label and a long amount never squeeze each other on a phone.
    <li className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1 py-3">
      {image !== undefined ? (
        <img
          src={cartImageUrl(image)}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          onError={fallBackToPlaceholder}
          className="row-span-2 size-14 rounded-lg border border-neutral-200 bg-neutral-100 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="row-span-2" />
      )}
      <p className="self-center text-sm font-medium text-neutral-900 wrap-break-word">
        <ShopText text={name} />
      </p>
      <RemoveButton
        label={t('cart.removeNamed', { name: fullName })}
        text={t('cart.remove')}
        onClick={onRemove}
        className="-my-1.5 -me-2"
      />
      <div className="col-span-2 col-start-2 flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
        <p className="text-neutral-700">
          {t('cart.quantity')}:{' '}
          <span className="font-semibold tabular-nums">
            {formatNumber(quantity, i18n.language)}
          </span>
        </p>
        <p className="ms-auto text-end">
          <span className="sr-only">{t('cart.price')}: </span>
          <span className="font-semibold text-neutral-900 tabular-nums">
            {money.format(totalPrice, currencyCode)}
          </span>
        </p>
        {quantity > 1 && (
          <p className="w-full text-end text-xs text-neutral-600 tabular-nums">
            {t('cart.each', { price: money.format(unitPrice, currencyCode) })}
          </p>
        )}
      </div>
    </li>
  );
}

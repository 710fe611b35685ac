import { formatNumber } from '@storefront/commerce/money';
import { ShopText } from '../../i18n/shop-text';
import { useTranslation } from '../../i18n/translation';
import { cn } from '../../lib/cn';
import { fallBackToPlaceholder } from '../../lib/image';
import { useMoney } from '../ui/money';
import { RemoveButton } from '../ui/remove-button';

export type OrderLineLabels = {
  /** 'Quantity', before the number. */
  quantity: string;
  /** 'Price', heard before the line's total. */
  price: string;
  /** '{price} each', under the total when more than one unit was taken. */
  each: (price: string) => string;
};

type OrderLineProps = {
  name: string;
  /** The variant's own name under its product's ('Blue' under 'Ceramic Mug'). */
  detail?: string | undefined;
  /** The picture's address; variants show one, addons have none. */
  picture?: string | undefined;
  /** Without a picture, keep its width so the name lines up with the pictured lines above. */
  keepPictureSpace?: boolean;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  currencyCode: string;
  /** The words of the page the line is on (the cart's, the order page's). */
  labels: OrderLineLabels;
  /** A line the shopper may still take out (the cart's): a remove button ends its first row. */
  remove?: { label: string; text: string; onClick: () => void } | undefined;
};

/**
 * One variant or addon of a cart or an order (docs/product.md#cart, docs/product.md#order-detail):
 * picture, name, quantity and price. Name and remove button share the first row; quantity and
 * price take the second, wrapping rather than squeezing, so a long Burmese label and a long
 * amount never squeeze each other on a phone.
 */
export function OrderLine({
  name,
  detail,
  picture,
  keepPictureSpace = false,
  quantity,
  unitPrice,
  totalPrice,
  currencyCode,
  labels,
  remove,
}: OrderLineProps) {
  const { i18n } = useTranslation();
  const money = useMoney();
  return (
    <li
      className={cn(
        'grid gap-x-3 gap-y-1 py-3',
        remove
          ? 'grid-cols-[auto_minmax(0,1fr)_auto] items-start'
          : 'grid-cols-[auto_minmax(0,1fr)] items-center',
      )}
    >
      {picture !== undefined ? (
        <img
          src={picture}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          onError={fallBackToPlaceholder}
          className="row-span-2 size-14 rounded-lg border border-neutral-200 bg-neutral-100 object-cover"
        />
      ) : (
        <span aria-hidden="true" className={cn('row-span-2', keepPictureSpace && 'w-14')} />
      )}
      <p className="flex flex-col self-center text-sm">
        <span className="font-medium text-neutral-900 wrap-break-word">
          <ShopText text={name} />
        </span>
        {detail && (
          <span className="text-neutral-600 wrap-break-word">
            <ShopText text={detail} />
          </span>
        )}
      </p>
      {remove && (
        <RemoveButton
          label={remove.label}
          text={remove.text}
          onClick={remove.onClick}
          className="-my-1.5 -me-2"
        />
      )}
      <div
        className={cn(
          'flex flex-wrap items-baseline justify-between gap-x-4 text-sm',
          remove && 'col-span-2 col-start-2',
        )}
      >
        <p className="text-neutral-700">
          {labels.quantity}:{' '}
          <span className="font-semibold tabular-nums">
            {formatNumber(quantity, i18n.language)}
          </span>
        </p>
        <p className="ms-auto text-end">
          <span className="sr-only">{labels.price}: </span>
          <span className="font-semibold text-neutral-900 tabular-nums">
            {money.format(totalPrice, currencyCode)}
          </span>
        </p>
        {quantity > 1 && (
          <p className="w-full text-end text-xs text-neutral-600 tabular-nums">
            {labels.each(money.format(unitPrice, currencyCode))}
          </p>
        )}
      </div>
    </li>
  );
}

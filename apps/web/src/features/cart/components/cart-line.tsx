import { OrderLine } from '../../../components/order/order-line';
import { useTranslation } from '../../../i18n/translation';
import { cartImageUrl } from '../cart-image';

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
  const { t } = useTranslation();
  return (
    <OrderLine
      name={name}
      picture={image !== undefined ? cartImageUrl(image) : undefined}
      quantity={quantity}
      unitPrice={unitPrice}
      totalPrice={totalPrice}
      currencyCode={currencyCode}
      labels={{
        quantity: t('cart.quantity'),
        price: t('cart.price'),
        each: (price) => t('cart.each', { price }),
      }}
      remove={{
        label: t('cart.removeNamed', { name: fullName }),
        text: t('cart.remove'),
        onClick: onRemove,
      }}
    />
  );
}

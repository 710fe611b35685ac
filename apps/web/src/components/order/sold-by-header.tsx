import type { ReactNode } from 'react';
import { ShopIcon } from '../ui/icons';

type SoldByHeaderProps = {
  /** The heading's id, for the block's aria-labelledby. */
  headingId: string;
  /** h2 where the block is the page's section (the cart), h3 under a step's or order's heading. */
  level: 2 | 3;
  /** 'Sold by' over the shop's name; without it the heading says it all ('Sold By Yangon Mart'). */
  label?: string | undefined;
  /** The heading: the shop's name, or the whole 'Sold By …' (a link to the shop's website). */
  children: ReactNode;
  /** At the far end of the header, wrapping under it on a narrow screen (a status badge). */
  aside?: ReactNode;
};

/**
 * The head of one shop's block in the cart, the checkout and an order (docs/product.md#cart-grouping,
 * docs/product.md#order-detail): the shop icon and who sells what follows.
 */
export function SoldByHeader({ headingId, level, label, children, aside }: SoldByHeaderProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = (
    <Heading
      id={headingId}
      className="min-w-0 text-base font-bold text-neutral-900 wrap-break-word"
    >
      {children}
    </Heading>
  );
  return (
    <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-neutral-100 py-3">
      <div className="flex min-w-0 items-center gap-2">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-strong">
          <ShopIcon />
        </span>
        {label === undefined ? (
          heading
        ) : (
          <div className="flex min-w-0 flex-col">
            <span className="text-xs text-neutral-600">{label}</span>
            {heading}
          </div>
        )}
      </div>
      {aside}
    </header>
  );
}

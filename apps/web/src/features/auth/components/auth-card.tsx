import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { useTranslation } from '../../../i18n/translation';
import { fallBackToPlaceholder } from '../../../lib/image';
import { ShopText } from '../../../i18n/shop-text';

type AuthCardProps = {
  title: string;
  intro: string;
  shop: { name: string; logoUrl: string };
  /** The language selector: these pages have no header (docs/product.md#global-behaviour), so it sits above the card. */
  toolbar: ReactNode;
  children: ReactNode;
};

/**
 * The frame of /login and /register: the shop it belongs to, the page title, a close button
 * back to / (docs/product.md#login), and the form. A single column that fits a 360 px phone.
 */
export function AuthCard({ title, intro, shop, toolbar, children }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col bg-neutral-100">
      <div className="bg-neutral-900 text-white">
        <div className="mx-auto flex max-w-7xl justify-end px-3 sm:px-4">{toolbar}</div>
      </div>
      <div className="flex flex-1 justify-center px-3 py-5 sm:px-4 sm:py-10">
        <section className="relative h-fit w-full max-w-md rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-8">
          <Link
            to="/"
            aria-label={t('common.close')}
            className="absolute end-2 top-2 inline-flex size-11 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900"
          >
            <CloseIcon />
          </Link>
          <Link to="/" className="me-12 inline-flex min-h-11 items-center gap-2 rounded-lg">
            <img
              src={shop.logoUrl}
              alt=""
              width={36}
              height={36}
              onError={fallBackToPlaceholder}
              className="size-9 shrink-0 rounded-lg border border-neutral-200 object-cover"
            />
            <span className="font-semibold text-neutral-800">
              <ShopText text={shop.name} />
            </span>
          </Link>
          <div className="mt-4 flex flex-col gap-1">
            <PageTitle documentTitle={title}>{title}</PageTitle>
            <p className="text-sm text-neutral-600">{intro}</p>
          </div>
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </div>
  );
}

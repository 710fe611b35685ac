import { useId, useState } from 'react';
import { useHref, useNavigate } from 'react-router';
import { searchTarget } from '@storefront/commerce/search';
import { SearchIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/translation';
import { cn } from '../../lib/cn';

/** docs/product.md#search/docs/product.md#search: Enter or the Search button; empty or a single space goes home, else to the results. */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Under the page's language prefix: a Burmese page's search lands on Burmese results.
  const action = useHref('/search');
  const id = useId();
  const [text, setText] = useState('');

  return (
    <form
      role="search"
      // Before the page is hydrated (or without JavaScript) the browser sends the search to
      // /search (/my/search from a Burmese page), which the server forwards to the results page.
      action={action}
      method="get"
      className={cn('flex w-full min-w-0', className)}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(searchTarget(text));
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('header.searchPlaceholder')}
        enterKeyHint="search"
        className="min-h-11 w-full min-w-0 rounded-s-lg border border-e-0 border-neutral-300 bg-white px-3 text-sm text-neutral-900 placeholder:text-neutral-500"
      />
      <button
        type="submit"
        className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-e-lg bg-accent px-3 text-sm font-semibold text-white hover:bg-accent-strong sm:px-4"
      >
        <SearchIcon className="size-5" />
        <span className="sr-only sm:not-sr-only">{t('header.searchButton')}</span>
      </button>
    </form>
  );
}

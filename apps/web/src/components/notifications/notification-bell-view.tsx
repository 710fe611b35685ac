import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Notification, NotificationListResponse } from '@storefront/contract/notifications';
import { formatDate } from '@storefront/commerce/dates';
import { formatNumber } from '@storefront/commerce/money';
import { useTranslation } from '../../i18n/translation';
import { cn } from '../../lib/cn';

const BellIcon = () => (
  <svg
    viewBox="0 0 24 24"
    className="size-6"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Z" />
    <path d="M10 19.5a2 2 0 0 0 4 0" />
  </svg>
);

export type NotificationPage = NotificationListResponse['data'];

/**
 * The bell's list as its caller keeps it: the shop's and the console's bells each ask with their
 * own token (docs/decisions/0034-notifications.md#in-the-web-app).
 */
export type BellSource = {
  data: NotificationPage | undefined;
  isError: boolean;
  isMarking: boolean;
  /** Marks the named notifications read (all of them without guids), then asks for the list. */
  markRead: (guids?: string[]) => Promise<unknown>;
  /** Runs as a notification's link is followed (the console moves to the order's shop). */
  onFollow?: (notification: Notification) => void;
};

/**
 * The bell (docs/decisions/0034-notifications.md): the signed-in person's unread count and, on
 * a tap, the recent notifications, each opening its order. What was unread when the list opened
 * is marked read, and stays highlighted while it is open; 'Mark all read' marks the older ones
 * too. `footer` is the push switch of the caller's kind.
 */
export function NotificationBellView({
  source,
  footer,
  emptyText,
}: {
  source: BellSource;
  footer?: ReactNode;
  /** What an empty list says; the shopper's words by default. */
  emptyText?: string;
}) {
  const { t, i18n } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { data, isError, isMarking, markRead, onFollow } = source;
  const unread = data?.unread ?? 0;

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen]);

  const open = () => {
    setOpen(true);
    const guids = (data?.items ?? []).filter((n) => n.readOn === null).map((n) => n.guid);
    setHighlighted(new Set(guids));
    if (guids.length > 0) void markRead(guids);
  };

  const markAll = async () => {
    await markRead();
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={() => (isOpen ? close() : open())}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={
          unread > 0
            ? `${t('notifications.bell')}, ${t('notifications.unread', { count: unread })}`
            : t('notifications.bell')
        }
        className="relative inline-flex size-11 items-center justify-center rounded-lg text-neutral-800 hover:bg-neutral-100"
      >
        <BellIcon />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="bg-accent absolute -end-0.5 top-0 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[11px] leading-none font-bold text-white"
          >
            {formatNumber(unread, i18n.language)}
          </span>
        )}
      </button>
      {isOpen && (
        <section
          id={panelId}
          aria-label={t('notifications.title')}
          className="fixed inset-x-2 top-16 z-40 max-h-[70vh] overflow-y-auto rounded-xl border border-neutral-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:end-0 sm:top-full sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-neutral-100 px-4 py-2">
            <h2 className="text-base font-bold text-neutral-900">{t('notifications.title')}</h2>
            <div className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => void markAll()}
                disabled={isMarking || (data?.unread ?? 0) === 0}
                className="text-accent-strong min-h-11 rounded-lg px-2 text-sm font-medium hover:bg-neutral-100 disabled:text-neutral-400"
              >
                {t('notifications.markAllRead')}
              </button>
              <button
                type="button"
                onClick={close}
                aria-label={t('notifications.close')}
                className="inline-flex size-11 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100"
              >
                <span aria-hidden="true" className="text-xl leading-none">
                  ×
                </span>
              </button>
            </div>
          </div>
          {isError && !data ? (
            <p className="px-4 py-6 text-sm text-neutral-700">{t('notifications.loadFailed')}</p>
          ) : data && data.items.length === 0 ? (
            <p className="px-4 py-6 text-sm text-neutral-700">
              {emptyText ?? t('notifications.empty')}
            </p>
          ) : (
            <ul className="divide-y divide-neutral-100">
              {(data?.items ?? []).map((n) => {
                const isNew = highlighted.has(n.guid) || n.readOn === null;
                return (
                  <li key={n.guid}>
                    <Link
                      to={n.link}
                      onClick={() => {
                        onFollow?.(n);
                        setOpen(false);
                      }}
                      className={cn(
                        'block min-h-11 px-4 py-3 hover:bg-neutral-50',
                        isNew && 'bg-accent-soft',
                      )}
                    >
                      <span className="block text-sm font-semibold text-neutral-900">
                        {n.title}
                      </span>
                      <span className="mt-0.5 block text-sm text-neutral-700">{n.body}</span>
                      <time dateTime={n.createdOn} className="mt-1 block text-xs text-neutral-500">
                        {formatDate(new Date(n.createdOn), i18n.language, { time: true })}
                      </time>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          {footer}
        </section>
      )}
    </div>
  );
}

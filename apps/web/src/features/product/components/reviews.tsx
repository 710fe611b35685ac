import { useId, useState } from 'react';
import { Link } from 'react-router';
import { visibleTextOf } from '@storefront/commerce/visible-text';
import type { Review } from '@storefront/contract/catalog';
import { REVIEW_MAX_LENGTH } from '@storefront/contract/constants';
import { Button, buttonClass } from '../../../components/ui/button';
import { Stars } from '../../../components/ui/stars';
import { useTranslation } from '../../../i18n/translation';
import { fallBackToPlaceholder, imageUrl } from '../../../lib/image';
import { formatReviewDate, initialsOf } from '../review-date';
import { ShopText } from '../../../i18n/shop-text';

function Avatar({ name, image }: { name: string; image: string | null }) {
  if (image) {
    return (
      <img
        src={imageUrl(image)}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        onError={fallBackToPlaceholder}
        className="size-10 shrink-0 rounded-full border border-neutral-200 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-bold text-accent-strong"
    >
      {initialsOf(name)}
    </span>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { t, i18n } = useTranslation();
  const name = review.name?.trim() || t('detail.reviews.anonymous');
  const date = formatReviewDate(review.createdOn, i18n.language);
  return (
    <li className="flex gap-3 py-4">
      <Avatar name={name} image={review.image} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <p className="font-semibold wrap-break-word text-neutral-900">
              <ShopText text={name} />
            </p>
            {/* Ordered and not rejected: docs/decisions/0015-abuse-limits.md#reviews */}
            {review.verifiedPurchase && (
              <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-strong">
                <span aria-hidden="true">✓</span>
                {t('detail.reviews.verifiedPurchase')}
              </span>
            )}
          </div>
          {/* dateTime only when the date is real: 'N/A' is no machine-readable date. */}
          {date ? (
            <time dateTime={review.createdOn ?? undefined} className="text-xs text-neutral-600">
              {date}
            </time>
          ) : (
            <span className="text-xs text-neutral-600">{t('detail.reviews.noDate')}</span>
          )}
        </div>
        {review.rateValue !== null && <Stars rating={review.rateValue} />}
        <p className="text-sm wrap-break-word whitespace-pre-line text-neutral-800">
          <ShopText text={review.review} />
        </p>
      </div>
    </li>
  );
}

/** What became of a posted review; a failure keeps the text so nothing typed is lost. */
export type ReviewSubmitResult = { ok: true } | { ok: false; message: string };

/**
 * Posts a review. Handlers that answer with a promise get a busy Send button, the field cleared
 * only on success, and the failure shown; a plain callback clears the field at once.
 */
type ReviewSubmitHandler = (review: string) => void | Promise<ReviewSubmitResult>;

type ReviewFormProps = {
  isLoggedIn: boolean;
  /** Until a handler is given, Send stays disabled. */
  onSubmitReview?: ReviewSubmitHandler;
};

type Outcome = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/**
 * docs/product.md#reviews: anonymous visitors are asked to log in; the field is then disabled
 * and a Login/Register link stands where Send would be.
 */
function ReviewForm({ isLoggedIn, onSubmitReview }: ReviewFormProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [isSending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // docs/product.md#visible-text: a review of only invisible characters says nothing.
  const canSend = isLoggedIn && visibleTextOf(text) !== '' && Boolean(onSubmitReview) && !isSending;

  async function send() {
    if (!canSend || !onSubmitReview) return;
    setOutcome({ kind: 'idle' });
    const pending = onSubmitReview(text.trim());
    if (!pending) {
      setText('');
      return;
    }
    setSending(true);
    const result = await pending;
    setSending(false);
    if (result.ok) {
      setText('');
      setOutcome({ kind: 'sent' });
    } else {
      setOutcome({ kind: 'failed', message: result.message });
    }
  }

  return (
    <form
      className="flex flex-col gap-2 rounded-xl border border-neutral-200 bg-neutral-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-semibold text-neutral-900">
        {t('detail.reviews.label')}
      </label>
      {!isLoggedIn && (
        <p className="text-sm text-neutral-700">{t('detail.reviews.loginToWrite')}</p>
      )}
      <textarea
        id={fieldId}
        rows={3}
        value={text}
        disabled={!isLoggedIn}
        maxLength={REVIEW_MAX_LENGTH}
        aria-invalid={outcome.kind === 'failed' || undefined}
        aria-describedby={outcome.kind === 'failed' ? errorId : undefined}
        placeholder={t('detail.reviews.placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          if (outcome.kind === 'sent') setOutcome({ kind: 'idle' });
        }}
        className="w-full rounded-lg border border-neutral-300 bg-white p-3 text-base text-neutral-900 disabled:cursor-not-allowed disabled:bg-neutral-100"
      />
      {outcome.kind === 'failed' && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {t('account.review.failed', { message: outcome.message })}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
        {/* Announced politely: the new review appears in the list above once reloaded. */}
        <p role="status" className="text-sm font-medium text-accent-strong">
          {outcome.kind === 'sent' ? t('account.review.thanks') : ''}
        </p>
        {isLoggedIn ? (
          <Button type="submit" disabled={!canSend}>
            {isSending ? t('account.review.sending') : t('detail.reviews.send')}
          </Button>
        ) : (
          // In place of Send, a plain link: the server draws every visitor as signed out (the
          // session is in the browser's storage), so a tap on it works before the page is
          // hydrated and without JavaScript (docs/architecture.md#first-taps).
          <Link to="/login" className={buttonClass('secondary')}>
            {t('detail.reviews.loginLink')}
          </Link>
        )}
      </div>
    </form>
  );
}

/** The Reviews tab: the list (at most 500 px tall, docs/product.md#scroll-heights) and the form to write one. */
export function Reviews({
  reviews,
  isLoggedIn,
  onSubmitReview,
}: { reviews: readonly Review[] } & ReviewFormProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {reviews.length === 0 ? (
        <p className="rounded-xl border border-neutral-200 bg-white p-6 text-center text-neutral-700">
          {t('detail.reviews.empty')}
        </p>
      ) : (
        <ul
          aria-label={t('detail.reviews.listLabel')}
          tabIndex={0}
          className="max-h-[500px] divide-y divide-neutral-100 overflow-y-auto overscroll-contain rounded-xl border border-neutral-200 bg-white px-4"
        >
          {reviews.map((review) => (
            <ReviewItem key={review.guid} review={review} />
          ))}
        </ul>
      )}
      <ReviewForm isLoggedIn={isLoggedIn} onSubmitReview={onSubmitReview} />
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n/translation';
import { cn } from '../../../lib/cn';
import { copyToClipboard } from '../copy-to-clipboard';
import { earlyTap } from '../../../components/ui/early-tap';

/** docs/product.md#toasts: share toasts show for 3 s. */
const SHARE_TOAST_MS = 3000;

const SHARE_BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-neutral-200 bg-white px-3 text-sm font-medium text-neutral-800 hover:border-accent hover:text-accent';

function Glyph({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={cn('size-5 shrink-0', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const FacebookGlyph = () => (
  <Glyph className="text-[#1877f2]">
    <path d="M14 8h2.5V4.5H14A3.5 3.5 0 0 0 10.5 8v2.5H8V14h2.5v6.5H14V14h2.5l.5-3.5h-3V8.5A.5.5 0 0 1 14 8z" />
  </Glyph>
);

const InstagramGlyph = () => (
  <Glyph className="text-[#c13584]">
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </Glyph>
);

const ViberGlyph = () => (
  <Glyph className="text-[#7360f2]">
    <path d="M12 3c5 0 8.5 2.4 8.5 8S17 19 12 19c-.8 0-1.6-.1-2.3-.2L6 21v-3.4C4.3 16.3 3.5 14 3.5 11 3.5 5.4 7 3 12 3z" />
    <path d="M9.3 8.2c.4-.3.9-.2 1.1.2l.6 1.2c.2.4 0 .8-.3 1l-.4.3c.5 1.1 1.3 1.9 2.4 2.4l.3-.4c.2-.3.7-.5 1-.3l1.2.6c.4.2.5.7.2 1.1-.5.8-1.3 1.1-2.1.8a6.7 6.7 0 0 1-4.3-4.3c-.3-.8 0-1.6.8-2.1z" />
  </Glyph>
);

const LinkGlyph = () => (
  <Glyph>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Glyph>
);

/** Facebook, Instagram, Viber and copy-link buttons for this page (docs/product.md#product-detail Product detail). */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const facebookUrl = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
  const viberUrl = `viber://forward?text=${encodeURIComponent(`${title} ${url}`)}`;

  async function copyLink() {
    const isCopied = await copyToClipboard(url);
    if (isCopied)
      toast.success(t('detail.share.copied'), { duration: SHARE_TOAST_MS, id: 'share' });
    else toast.error(t('detail.share.copyFailed'), { duration: SHARE_TOAST_MS, id: 'share' });
  }

  async function shareOnInstagram() {
    // Instagram has no web share link: the page link is copied for the shopper to paste.
    const isCopied = await copyToClipboard(url);
    toast(isCopied ? t('detail.share.instagram') : t('detail.share.copyFailed'), {
      duration: SHARE_TOAST_MS,
      id: 'share',
      icon: 'ℹ️',
    });
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-sm font-semibold text-neutral-900">
        {t('detail.share.title')}
      </h2>
      <div className="flex flex-wrap gap-2">
        <a
          href={facebookUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('detail.share.facebook')}
          className={SHARE_BUTTON}
        >
          <FacebookGlyph />
          <span aria-hidden="true">Facebook</span>
        </a>
        <button
          type="button"
          aria-label={t('detail.share.instagramLabel')}
          onClick={shareOnInstagram}
          className={SHARE_BUTTON}
        >
          <InstagramGlyph />
          <span aria-hidden="true">Instagram</span>
        </button>
        <a href={viberUrl} aria-label={t('detail.share.viber')} className={SHARE_BUTTON}>
          <ViberGlyph />
          <span aria-hidden="true">Viber</span>
        </a>
        {/* A tap before hydration copies at once and says so once the page is hydrated
            (docs/architecture.md#first-taps). */}
        <button
          type="button"
          onClick={copyLink}
          className={SHARE_BUTTON}
          {...earlyTap('copy-link', url)}
        >
          <LinkGlyph />
          {t('detail.share.copy')}
        </button>
      </div>
    </section>
  );
}

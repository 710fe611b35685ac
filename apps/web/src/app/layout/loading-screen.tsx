import { useTranslation } from '../../i18n/translation';
import { LOGO_IMAGE } from '../../lib/image';

/** docs/product.md#global-behaviour: the loading screen shows a bouncing logo (also the fallback while a page's code loads). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8">
      <img
        src={LOGO_IMAGE}
        alt=""
        width={72}
        height={72}
        className="size-18 animate-bounce rounded-2xl motion-reduce:animate-none"
      />
      <span className="text-sm text-neutral-600">{t('common.loading')}</span>
    </div>
  );
}

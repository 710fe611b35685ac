import { useId } from 'react';
import { useDispatch } from 'react-redux';
import type { Region } from '@storefront/contract/region';
import { Modal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { regionChosen } from '../../features/region/region.slice';
import { useTranslation } from '../../i18n/translation';
import { useIsHydrated } from '../../components/ui/use-is-hydrated';
import { localizedName } from '../../lib/localized-name';

/** The region name in the shopper's language. */
type RegionChooserModalProps = { regions: Region[]; isLoading: boolean };

/** 'Please Select Your Region': a dropdown of regions; it has no close button on purpose. */
export function RegionChooserModal({ regions, isLoading }: RegionChooserModalProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const selectId = useId();
  const textId = useId();
  // A choice made before the page is hydrated would be lost: the list waits for it.
  const isHydrated = useIsHydrated();

  return (
    <Modal title={t('region.title')} className="text-center" inPlace>
      <p id={textId} className="mt-2 text-sm text-balance text-neutral-700">
        {t('region.text')}
      </p>
      <div className="mt-5 flex flex-col gap-2 text-start">
        <label htmlFor={selectId} className="text-sm font-semibold text-neutral-900">
          {t('region.label')}
        </label>
        {isLoading ? (
          <Spinner label={t('region.loading')} className="py-2" />
        ) : (
          <select
            id={selectId}
            aria-describedby={textId}
            defaultValue=""
            disabled={!isHydrated}
            onChange={(event) => {
              if (event.target.value) dispatch(regionChosen(event.target.value));
            }}
            className="min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900"
          >
            <option value="" disabled>
              {t('region.placeholder')}
            </option>
            {regions.map((region) => (
              <option key={region.guid} value={region.guid}>
                {localizedName(region, i18n.language)}
              </option>
            ))}
          </select>
        )}
      </div>
    </Modal>
  );
}

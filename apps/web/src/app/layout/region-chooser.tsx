import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { useGetRegionsQuery } from '../../features/region/api/get-regions';
import { selectRegionGuid } from '../../features/region/region.slice';

// Returning visitors have a region already, so the modal's code loads only when it is needed.
const RegionChooserModal = lazy(() =>
  import('./region-chooser-modal').then((module) => ({ default: module.RegionChooserModal })),
);

/**
 * docs/product.md#region-chooser Region chooser: shown only while no region is chosen; choosing one closes it and the
 * choice persists (docs/product.md#region-chooser). A stored region the API no longer lists counts as not chosen, so the
 * shopper is asked again instead of seeing prices in an unknown currency.
 */
export function RegionChooser() {
  const chosenGuid = useSelector(selectRegionGuid);
  const { data: regions, isLoading } = useGetRegionsQuery();
  const isChosen =
    chosenGuid !== null && (!regions || regions.some((region) => region.guid === chosenGuid));
  if (isChosen) return null;
  return (
    <Suspense fallback={null}>
      <RegionChooserModal regions={regions ?? []} isLoading={isLoading} />
    </Suspense>
  );
}

import { useSelector } from 'react-redux';
import { useGetRegionsQuery } from '../../features/region/api/get-regions';
import { selectRegionGuid } from '../../features/region/region.slice';
import { RegionChooserModal } from './region-chooser-modal';

/**
 * docs/product.md#region-chooser Region chooser: shown only while no region is chosen; choosing one closes it and the
 * choice persists (docs/product.md#region-chooser). A stored region the API no longer lists counts as not chosen, so the
 * shopper is asked again instead of seeing prices in an unknown currency.
 *
 * A first visit's page arrives with the chooser drawn by the server, and hydration keeps that
 * very element where it is (docs/architecture.md#server-rendering): the modal's code is in the
 * shell rather than loaded on demand (a boundary still waiting for its code when the page
 * hydrates is thrown away and drawn again later), and it is not moved into <body>.
 */
export function RegionChooser() {
  const chosenGuid = useSelector(selectRegionGuid);
  const { data: regions, isLoading } = useGetRegionsQuery();
  const isChosen =
    chosenGuid !== null && (!regions || regions.some((region) => region.guid === chosenGuid));
  if (isChosen) return null;
  return <RegionChooserModal regions={regions ?? []} isLoading={isLoading} />;
}

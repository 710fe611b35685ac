import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredString, STORAGE_KEYS } from '../../lib/storage';

/** docs/product.md#storage-keys: the chosen region's guid, kept under `region`. Null until the shopper chooses (docs/product.md#region-chooser). */
export type RegionState = { guid: string | null };

export const regionSlice = createSlice({
  name: 'region',
  initialState: (): RegionState => ({ guid: readStoredString(STORAGE_KEYS.region) }),
  reducers: {
    regionChosen: (state, action: PayloadAction<string>) => {
      state.guid = action.payload;
    },
  },
});

export const { regionChosen } = regionSlice.actions;

export const selectRegionGuid = (state: { region: RegionState }): string | null =>
  state.region.guid;

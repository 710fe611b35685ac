import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isObject, readStoredJson, STORAGE_KEYS } from '../lib/storage';
import { DEFAULT_LANGUAGE, isAppLanguage, LANGUAGE_FLAGS, type AppLanguage } from './languages';

/** docs/product.md#languages "Language choice": name (en default, or mm) and its flag; stored under `lang`. */
export type LangState = { name: AppLanguage; flag: string };

function isLangState(value: unknown): value is LangState {
  return isObject(value) && isAppLanguage(value.name);
}

function initialLang(): LangState {
  const stored = readStoredJson(STORAGE_KEYS.lang, isLangState);
  // The flag is derived again so a stale stored path never shows a wrong flag.
  const name = stored?.name ?? DEFAULT_LANGUAGE;
  return { name, flag: LANGUAGE_FLAGS[name] };
}

export const langSlice = createSlice({
  name: 'lang',
  initialState: initialLang,
  reducers: {
    languageChosen: (_state, action: PayloadAction<AppLanguage>) => ({
      name: action.payload,
      flag: LANGUAGE_FLAGS[action.payload],
    }),
  },
});

export const { languageChosen } = langSlice.actions;

export const selectLanguage = (state: { lang: LangState }): AppLanguage => state.lang.name;

import { enFirstLoad } from './first-load';
import { enPageStrings } from './page-strings';

/**
 * The en strings, one file per area of the app so that areas can be worked on side by side.
 * Each file holds its own top-level keys; they are merged into one i18next namespace. The app
 * loads them in two parts (`first-load.ts`, `page-strings.ts`); the keys' types and the tests
 * read them whole.
 */
export const en = { ...enFirstLoad, ...enPageStrings };

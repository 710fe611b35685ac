import { enFirstLoad } from './first-load';
import head from './head.json';
import { enPageStrings } from './page-strings';

/**
 * The en strings, one file per area of the app so that areas can be worked on side by side.
 * Each file holds its own top-level keys; they are merged into one set of strings. The app
 * loads them in two parts (`first-load.ts`, `page-strings.ts`); the keys' types and the tests
 * read them whole. `head.json` holds what only the server writes (titles and descriptions of
 * the page head, app/page-head.ts), so neither part carries it to the browser.
 */
export const en = { ...enFirstLoad, ...enPageStrings, ...head };

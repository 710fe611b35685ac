import listing from './listing.json';
import shell from './shell.json';

/**
 * The English strings of the first load: the shell's (header, footer, home, region chooser, …)
 * and the product lists' (the home carousels). The other pages' strings load with them
 * (`page-strings.ts`), so the home page does not carry the checkout's or the account's.
 */
export const enFirstLoad = { ...shell, ...listing };

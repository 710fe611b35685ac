import listing from './listing.json';
import notifications from './notifications.json';
import shell from './shell.json';

/**
 * The English strings of the first load: the shell's (header, footer, home, region chooser, …),
 * the product lists' (the home carousels) and the header's notification bell's. The other
 * pages' strings load with them (`page-strings.ts`), so the home page does not carry the
 * checkout's or the account's.
 */
export const enFirstLoad = { ...shell, ...listing, ...notifications };

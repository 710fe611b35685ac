import 'i18next';
import type { en } from '../locales/en/index';

// Keys are typed from the English file: a misspelt key fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    returnNull: false;
  }
}

import 'i18next';
import type { en } from '../locales/en/index';

// Typed keys: t('shell:nav.home') fails to compile when the key does not exist.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}

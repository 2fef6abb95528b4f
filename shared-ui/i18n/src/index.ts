/**
 * `@ladrive/i18n`: the page's language, shared by every app as a Module Federation singleton (kept tiny: a shared
 * library is never tree-shaken). Each package's catalogs come from `@ladrive/i18n/catalogs`.
 */
export { PageLanguage, Speaks, useChosenLanguage, useLanguage } from './language';

export { LANGUAGE_NAMES, useAccountLanguage, useChooseLanguage } from './choose-language';
export { LanguageChoices, LanguageOptions } from './LanguageChoices';
export { languageFromCookie } from './language-cookie';

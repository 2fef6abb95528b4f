/** The signed-in account's own settings: the language it reads the site and its emails in (PUT /api/account/language). */
import * as v from 'valibot';
import { message } from './i18n/messages.ts';
import { LANGUAGES } from './language.ts';

export const AccountLanguageSchema = v.strictObject({
  language: v.pipe(
    v.picklist(LANGUAGES, message('account.languageOneOf', { choices: LANGUAGES.join(', ') })),
    v.description('The language the account reads the site and its emails in'),
  ),
});
export type AccountLanguage = v.InferOutput<typeof AccountLanguageSchema>;

import { specLanguages } from '@ladrive/platform';
import remote from '../../remote';

/** Each page of mfe-search in the language the spec writes it (remote.ts). */
export const { InSpecLanguage, specLanguageOf } = specLanguages(remote);

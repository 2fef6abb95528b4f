export { languageFromCookie } from './language-cookie';

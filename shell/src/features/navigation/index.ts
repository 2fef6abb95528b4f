export { SiteFooter } from './components/SiteFooter';
export { SiteHeader } from './components/SiteHeader';
export { greetingFor, LOGIN_URL, navItemsFor, SIGN_UP_URL } from './nav-items';

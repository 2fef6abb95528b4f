export { SiteFooter } from './components/SiteFooter';
export { SiteHeader } from './components/SiteHeader';
export { LOGIN_URL, navItemsFor, SIGN_UP_URL, useGreeting } from './nav-items';

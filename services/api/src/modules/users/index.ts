/** The users module's face: accounts, who is signed in, banking, the renter's verified identity, languages. */
export { adoptLanguageAtSignIn, requestLanguageMiddleware } from './account-language.ts';
export { fullNameOf } from './display-name.ts';
export { emailRecipient } from './email-preferences.ts';
export {
  currentUser,
  rememberSessionUser,
  requireSignedIn,
  requireUser,
  type SignedIn,
  selectUserColumns,
  signedIn,
} from './signed-in-user.ts';
export { User } from './user.entity.ts';
export { UserIdentity } from './user-identity.entity.ts';
export { findIdentity, type IdentityPhotoKeys, keepIdentity } from './user-identity.service.ts';
export { accountRoutes, usersRoutes } from './users.routes.ts';
export { toAuthUser } from './users.service.ts';

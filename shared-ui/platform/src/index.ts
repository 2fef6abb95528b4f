// Cross-app state comes from its own singleton package (see shared-ui/state).
export * from '@ladrive/shared-state';
export * from './api/client';
export * from './api/endpoints';
export * from './api/query-client';
export * from './api/useApiErrorMessage';
export * from './api/useAsyncApiErrorMessage';
export * from './api/useLoadFailureMessage';
export * from './forms/form-helpers';
export * from './mf/remotes-manifest';
export * from './mf/spec-language';
export * from './mf/standalone';
export * from './providers/AppProviders';
export * from './session/full-page-navigation';
export * from './session/useSession';
export * from './toast/Toaster';
export * from './toast/usePageToasts';

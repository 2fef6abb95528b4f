export * from './LegalSections';
export * from './PrivacyPolicy';
export * from './privacy-policy';
export * from './types';

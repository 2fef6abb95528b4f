export { PrivacyPolicyDocument } from './components/PrivacyPolicyDocument';
export { TermsOfServiceDocument } from './components/TermsOfServiceDocument';

/**
 * `@ladrive/i18n/catalogs`: what each package bundles for itself (never shared, so tree-shaken per app): its
 * catalogs, the rich-text component and the contracts' messages on screen.
 */
export { type Catalogs, createCatalogs, type Translate, type Values } from './catalogs';
export { isContractReference } from './contract-reference';
export { contractText, useContractText } from './contract-text';
export { ContractText, loadContractText, useContractTextOnDemand } from './contract-text-lazy';
export { richText, type TProps } from './rich-text';

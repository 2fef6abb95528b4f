export { type Catalogs, createCatalogs, type TProps, type Translate, type Values } from './catalogs';
export { useContractText } from './contract-text';
export { PageLanguage, Speaks, useChosenLanguage, useLanguage } from './language';

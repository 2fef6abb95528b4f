// The legal document shapes live in shared-ui with the Privacy Policy (also shown by the booking form).
export type { LegalBlock, LegalDocumentContent, LegalSection } from '@ladrive/shared-ui';

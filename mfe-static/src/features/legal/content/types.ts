// The legal document shapes live in @ladrive/marketplace-ui with the Privacy Policy (also shown by the booking form).
export type { LegalBlock, LegalDocumentContent, LegalSection } from '@ladrive/marketplace-ui/legal';

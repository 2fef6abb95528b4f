import type { LinkTarget } from '../../../types/content';

/** A paragraph, a bulleted list, or a list of links (contact addresses, related pages). */
export type LegalBlock = string | { list: readonly string[] } | { links: readonly LinkTarget[] };

export interface LegalSection {
  /** The anchor of the section (`#id`), linked from the table of contents. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  title: string;
  /** As printed, e.g. "August 19, 2025". */
  lastUpdated: string;
  summary: string;
  sections: readonly LegalSection[];
}

/** A link in legal content. */
export interface LegalLink {
  label: string;
  /** A site path ("/contact") goes through the router; "tel:", "mailto:" and "#id" are plain links. */
  href: string;
}

/** A paragraph, a bulleted list, or a list of links (contact addresses, related pages). */
export type LegalBlock = string | { list: readonly string[] } | { links: readonly LegalLink[] };

export interface LegalSection {
  /** The anchor of the section (`#id`), linked from a table of contents. */
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

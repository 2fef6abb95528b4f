/** A link in content data. */
export interface LinkTarget {
  label: string;
  /** A site path ("/contact") goes through the shell's router; "tel:", "mailto:" and "#id" are plain links. */
  href: string;
}

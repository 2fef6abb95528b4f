import { useT } from '../i18n';

/**
 * How this part of the page names a person: the API's display name, or, for a nameless person (the API sends null,
 * decision 0044), its language's word: 'Usuario' in Spanish and the spec's default, 'User' in English.
 */
export function usePersonName(): (name: string | null | undefined) => string {
  const t = useT();
  return (name) => name?.trim() || t('person.nameless');
}

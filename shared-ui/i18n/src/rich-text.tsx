import { TransNoContext } from '@lingui/react/server';
import type { ReactNode } from 'react';
import type { createCatalogs, Values } from './catalogs';
import { useLanguage } from './language';

export interface TProps<Ids extends string> {
  id: Ids;
  values?: Values;
  /** The elements of a message's numbered tags: `Read the <0>Terms</0>` with `[<Link to=… />]`. */
  components?: ReactNode[];
}

/**
 * Messages with elements inside them (a link in a sentence) from a package's catalogs, in the language of this part
 * of the page. A module apart from createCatalogs, so only the chunks of the components that show such a message
 * carry Lingui's React part: not the shell, nor a page without one.
 */
export function richText<Ids extends string>({ useI18n }: Pick<ReturnType<typeof createCatalogs<Ids>>, 'useI18n'>) {
  return function T({ id, values, components }: TProps<Ids>) {
    const i18n = useI18n(useLanguage());
    return <TransNoContext id={id} values={values} components={components} lingui={{ i18n }} />;
  };
}

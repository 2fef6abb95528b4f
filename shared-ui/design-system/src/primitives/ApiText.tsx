import { Speaks } from '@ladrive/i18n';
import { ContractText } from '@ladrive/i18n/catalogs';
import type { ReactElement } from 'react';

/**
 * The one rule for a sentence the API or the contracts wrote (a refusal, a field's rule): it is in the API's
 * language. While nobody has chosen a language the API speaks English, even on a Spanish page, so the sentence is
 * English and its element marked `lang="en"`; once a language is chosen, the API answers in it and the sentence is
 * like the rest of the page.
 */
export function InApiLanguage({ children }: { children: ReactElement<{ lang?: string }> }) {
  return <Speaks lang="en">{children}</Speaks>;
}

/** A sentence the API or the contracts wrote, inline, in the API's language (see InApiLanguage). */
export function ApiText({ message }: { message: string }) {
  return (
    <InApiLanguage>
      <span>
        <ContractText message={message} />
      </span>
    </InApiLanguage>
  );
}

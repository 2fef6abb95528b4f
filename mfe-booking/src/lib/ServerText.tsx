import { Speaks, useContractText } from '@ladrive/i18n';

function Sentence({ text }: { text: string }) {
  const tc = useContractText();
  return <span>{tc(text)}</span>;
}

/**
 * A sentence the API or the contracts wrote (a refusal, a field's rule): English where nobody chose a language,
 * as the API speaks then, even on a Spanish page; otherwise in the chosen language like the rest.
 */
export function ServerText({ children }: { children: string }) {
  return (
    <Speaks lang="en">
      <Sentence text={children} />
    </Speaks>
  );
}

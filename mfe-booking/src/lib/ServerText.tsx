import { Field, type FieldProps } from '@ladrive/design-system';
import { Speaks } from '@ladrive/i18n';
import { useContractText } from '@ladrive/i18n/catalogs';

/**
 * The API's and the contracts' sentences (a refusal, a field's rule) are English where nobody chose a language, as
 * the API speaks then, even on a Spanish page (marked `lang="en"` there); once a language is chosen, they are in it
 * like the rest.
 */
function Sentence({ text, lang }: { text: string; lang?: string }) {
  const tc = useContractText();
  return <span lang={lang}>{tc(text)}</span>;
}

/** A sentence the API or the contracts wrote, in their language (see above). */
export function ServerText({ children }: { children: string }) {
  return (
    <Speaks lang="en">
      <Sentence text={children} />
    </Speaks>
  );
}

type MessageFieldProps = Omit<FieldProps, 'error' | 'errorLang'> & { message: string | undefined };

function MessageField({ message, lang, ...field }: MessageFieldProps & { lang?: string }) {
  const tc = useContractText();
  return <Field {...field} error={message === undefined ? undefined : tc(message)} errorLang={lang} />;
}

/**
 * A form field whose message the API or the contracts wrote: the label, hint and control as the page gives them
 * (made by the caller, in the page's words), the message in the API's language (see above).
 */
export function ServerMessageField(props: MessageFieldProps) {
  return (
    <Speaks lang="en">
      <MessageField {...props} />
    </Speaks>
  );
}

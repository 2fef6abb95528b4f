import { hrefs, marketToday } from '@ladrive/contracts';
import { Button, Field, Input, media } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { PlaceField, type TripSearchValues, tripSearchSchema } from '@ladrive/marketplace-ui';
import { useNavigate } from '@ladrive/routing';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';
import { useT } from '../../../i18n';

const Form = styled.form`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  ${media.sm} { grid-template-columns: 1fr 1fr; }
  ${media.lg} { grid-template-columns: 2fr 1fr 1fr auto; align-items: end; }
`;

const Place = styled.div`
  ${media.sm} { grid-column: 1 / -1; }
  ${media.lg} { grid-column: auto; }
`;

const Submit = styled.div`
  ${media.sm} { grid-column: 1 / -1; }
  ${media.lg} { grid-column: auto; padding-bottom: 1rem; }
`;

type FieldName = keyof TripSearchValues;
/** The fields in the page's order: a refused search puts the focus on the first refused one. */
const FIELDS: FieldName[] = ['location', 'startDate', 'endDate'];
const EMPTY: TripSearchValues = { location: '', startDate: '', endDate: '' };
type Refusals = Partial<Record<FieldName, string>>;

/**
 * The values as the search takes them (location trimmed), or each refused field's first message. Asynchronous, as
 * react-hook-form's resolver was: the refusals render after the event that asked, so a message still waiting for
 * its catalog (ContractText) suspends outside that event.
 */
async function check(
  schema: v.GenericSchema<TripSearchValues>,
  values: TripSearchValues,
): Promise<{ search?: TripSearchValues; refusals: Refusals }> {
  const result = await v.safeParseAsync(schema, values, { abortPipeEarly: true });
  if (result.success) return { search: result.output, refusals: {} };
  const refusals: Refusals = {};
  for (const issue of result.issues) {
    const name = v.getDotPath(issue) as FieldName | null;
    if (name && !(name in refusals)) refusals[name] = issue.message;
  }
  return { refusals };
}

/**
 * Location (with place suggestions) and dates, all optional. The dates follow the search page's rules,
 * in English here (marketplace-ui's tripSearchSchema): both or neither, none in the past, the end after the
 * start; a refusal shows on its field and the results open only once the search can run. Fields are checked
 * from the first search on, and then as they change.
 *
 * A plain form, not react-hook-form: it is the home page's only form (signed in), and the library would be ~12 kB
 * of `/`'s compressed JS for every visitor (issue 28); the remotes' forms load it themselves.
 */
export function SearchForm() {
  const t = useT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const today = marketToday();
  const schema = useMemo(() => tripSearchSchema(lang, {}, today), [lang, today]);
  const [values, setValues] = useState(EMPTY);
  // null until the first search: nothing is judged while the visitor is still filling the form in
  const [refusals, setRefusals] = useState<Refusals | null>(null);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const field = (name: FieldName) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (refusals)
        void check(schema, next).then((checked) =>
          setRefusals((shown) => shown && { ...shown, [name]: checked.refusals[name] }),
        );
    },
  });
  const dateField = (name: FieldName) => {
    const { onChange, ...rest } = field(name);
    return { ...rest, onChange: (event: FormEvent<HTMLInputElement>) => onChange(event.currentTarget.value) };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { search, refusals: found } = await check(schema, values);
    setRefusals(found);
    // the results open under the path the specification gives the home form's search (section 2)
    if (search) navigate(hrefs.searchResults(search));
    else inputs.current[FIELDS.find((name) => found[name]) ?? 'location']?.focus();
  };

  return (
    <Form role="search" aria-label={t('search.label')} noValidate onSubmit={(event) => void submit(event)}>
      <Place>
        <PlaceField language={lang} error={refusals?.location} field={field('location')} />
      </Place>
      <Field label={t('search.startDate')} error={refusals?.startDate}>
        <Input type="date" min={today} {...dateField('startDate')} />
      </Field>
      <Field label={t('search.endDate')} error={refusals?.endDate}>
        <Input type="date" min={values.startDate || today} {...dateField('endDate')} />
      </Field>
      <Submit>
        <Button type="submit" $size="lg" $block>
          {t('search.submit')}
        </Button>
      </Submit>
    </Form>
  );
}

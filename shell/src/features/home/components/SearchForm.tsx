import { valibotResolver } from '@hookform/resolvers/valibot';
import { hrefs, marketToday } from '@ladrive/contracts';
import { Button, Field, Input, media } from '@ladrive/design-system';
import { useController, useForm } from '@ladrive/form-state';
import { useLanguage } from '@ladrive/i18n';
import { PlaceField, type TripSearchValues, tripSearchSchema } from '@ladrive/marketplace-ui';
import { useNavigate } from '@ladrive/routing';
import { useMemo } from 'react';
import styled from 'styled-components';
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

/**
 * Location (with place suggestions) and dates, all optional. The dates follow the search page's rules,
 * in English here (marketplace-ui's tripSearchSchema): both or neither, none in the past, the end after the
 * start; a refusal shows on its field and the results open only once the search can run.
 */
export function SearchForm() {
  const t = useT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const today = marketToday();
  const schema = useMemo(() => tripSearchSchema(lang, {}, today), [lang, today]);
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<TripSearchValues, unknown, TripSearchValues>({
    resolver: valibotResolver(schema),
    defaultValues: { location: '', startDate: '', endDate: '' },
  });
  const { field: location } = useController({ control, name: 'location' });
  const startDate = watch('startDate');

  // the results open under the path the specification gives the home form's search (section 2)
  const search = (values: TripSearchValues) => navigate(hrefs.searchResults(values));

  return (
    <Form role="search" aria-label={t('search.label')} noValidate onSubmit={handleSubmit(search)}>
      <Place>
        <PlaceField language={lang} error={errors.location?.message} field={location} />
      </Place>
      <Field label={t('search.startDate')} error={errors.startDate?.message}>
        <Input type="date" min={today} {...register('startDate')} />
      </Field>
      <Field label={t('search.endDate')} error={errors.endDate?.message}>
        <Input type="date" min={startDate || today} {...register('endDate')} />
      </Field>
      <Submit>
        <Button type="submit" $size="lg" $block>
          {t('search.submit')}
        </Button>
      </Submit>
    </Form>
  );
}

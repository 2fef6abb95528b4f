import { marketToday } from '@ladrive/contracts';
import { Button, Field, Input, media } from '@ladrive/shared-ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { type CarSearch, searchResultsUrl } from '../search-results-url';

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

/** Location and dates, all optional; submitting opens the results with only the filled fields. */
export function SearchForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, watch } = useForm<CarSearch>({
    defaultValues: { location: '', startDate: '', endDate: '' },
  });
  const today = marketToday();
  const startDate = watch('startDate');

  return (
    <Form role="search" aria-label="Find a car" onSubmit={handleSubmit((search) => navigate(searchResultsUrl(search)))}>
      <Place>
        <Field label="Location">
          <Input type="text" placeholder="City, neighborhood or address" autoComplete="off" {...register('location')} />
        </Field>
      </Place>
      <Field label="Start Date">
        <Input type="date" min={today} {...register('startDate')} />
      </Field>
      <Field label="End Date">
        <Input type="date" min={startDate || today} {...register('endDate')} />
      </Field>
      <Submit>
        <Button type="submit" $size="lg" $block>
          Search Cars
        </Button>
      </Submit>
    </Form>
  );
}

import type { PlaceKind, PlaceSuggestion } from '@ladrive/contracts';
import type { Language } from '@ladrive/design-system';
import { Field, Input, visuallyHidden } from '@ladrive/design-system';
import { Speaks } from '@ladrive/i18n';
import { apiRequest } from '@ladrive/platform';
import { useQuery } from '@ladrive/server-state';
import { type KeyboardEvent, type Ref, useDeferredValue, useId, useState } from 'react';
import styled from 'styled-components';
import { useT } from './i18n';

/** What kind of place a suggestion is ('Ciudad' / 'City'), in the catalogs. */
const PLACE_KIND_TEXTS = {
  city: 'place.kind.city',
  neighbourhood: 'place.kind.neighbourhood',
  zip: 'place.kind.zip',
  airport: 'place.kind.airport',
} as const satisfies Record<PlaceKind, string>;
/** Fewer characters suggest nothing (GET /api/places answers [] too). */
const MIN_QUERY_LENGTH = 2;

const Box = styled.div`
  position: relative;
`;

const Listbox = styled.ul`
  position: absolute;
  z-index: 20;
  inset-inline: 0;
  top: calc(100% + 4px);
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  max-height: 320px;
  overflow-y: auto;
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.brandSoft : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.focus}` : 'none')};
  outline-offset: -2px;
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

const Status = styled.div`
  ${visuallyHidden}
`;

async function fetchPlaces(q: string): Promise<PlaceSuggestion[]> {
  return apiRequest('GET /api/places', { searchParams: { q } }).json();
}

export interface PlaceComboboxProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  /** The form's language (`useLanguage()`): the suggestions' words are said in it. */
  language: Language;
  ref?: Ref<HTMLInputElement>;
  // given by Field
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  $invalid?: boolean;
}

/**
 * The search forms' place field: a text box that suggests places while the renter types (ARIA 1.2
 * combobox with a list popup). Down/Up move through the suggestions, Enter takes one, Escape closes
 * the list; typing freely still works (the search resolves whatever place was typed).
 */
export function PlaceCombobox({ language, ...props }: PlaceComboboxProps) {
  return (
    <Speaks lang={language}>
      <Combobox {...props} />
    </Speaks>
  );
}

function Combobox({
  value,
  onChange,
  onBlur,
  lang,
  ...inputProps
}: Omit<PlaceComboboxProps, 'language'> & { lang?: string }) {
  const t = useT();
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDeferredValue(value.trim());
  const suggestions = useQuery({
    queryKey: ['api', 'places', query],
    queryFn: () => fetchPlaces(query),
    enabled: open && query.length >= MIN_QUERY_LENGTH,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const options = open && query.length >= MIN_QUERY_LENGTH ? (suggestions.data ?? []) : [];
  const expanded = options.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const choose = (place: PlaceSuggestion) => {
    onChange(place.value);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // wraps around: Down from the last goes to the first, Up from the first (or from none) to the last
      setActive((current) =>
        current < 0 && step < 0 ? options.length - 1 : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      // taking a suggestion is not submitting the form; the next Enter searches
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Box lang={lang}>
      <Input
        {...inputProps}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
      />
      <Listbox id={listboxId} role="listbox" aria-label={inputProps.placeholder} hidden={!expanded}>
        {options.map((place, index) => (
          <Option
            key={`${place.kind}-${place.value}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            $active={index === active}
            // keep focus in the text box: the click takes the option, the box stays the focused control
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            {place.label}
            <span>
              {t(PLACE_KIND_TEXTS[place.kind])} · {place.detail}
            </span>
          </Option>
        ))}
      </Listbox>
      <Status role="status">{expanded ? t('place.suggestions', { count: options.length }) : ''}</Status>
    </Box>
  );
}

export interface PlaceFieldProps {
  /** The form's language (`useLanguage()`). */
  language: Language;
  error?: string;
  /** A react-hook-form field (useController's `field`). */
  field: Pick<PlaceComboboxProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'>;
}

/** Both search forms' labelled place field, in the form's language. */
export function PlaceField({ language, error, field }: PlaceFieldProps) {
  return (
    <Speaks lang={language}>
      <div>
        <LabelledPlace language={language} error={error} field={field} />
      </div>
    </Speaks>
  );
}

function LabelledPlace({ language, error, field }: PlaceFieldProps) {
  const t = useT();
  return (
    <Field label={t('place.label')} error={error}>
      <PlaceCombobox
        language={language}
        placeholder={t('place.placeholder')}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        ref={field.ref}
      />
    </Field>
  );
}

import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  CAR_CATEGORIES,
  CAR_FEATURES,
  CAR_PHOTOS_MAX,
  FUEL_TYPES,
  type Language,
  SEAT_COUNTS,
  TRANSMISSIONS,
} from '@ladrive/contracts';
import {
  Button,
  Checkbox,
  Field,
  FieldGrid,
  FormSection,
  Input,
  Muted,
  Select,
  Textarea,
} from '@ladrive/design-system';
import { useForm } from '@ladrive/form-state';
import { Speaks, useLanguage } from '@ladrive/i18n';
import { useCarLabel } from '@ladrive/marketplace-ui';
import { schemaMaxLength, toast } from '@ladrive/platform';
import type { Ref } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { type ListingPhoto, PhotoThumbnails, PhotoUploader } from '../../photos';
import { type CarFormInput, CarFormSchema, type CarFormValues, EMPTY_CAR_FORM, toInteger } from '../lib/car-form';

/** An input stops at the length the API accepts (the same contract schema). */
const maxLengthOf = (field: keyof typeof CarFormSchema.entries) => schemaMaxLength(CarFormSchema.entries[field]);

const Features = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
`;

export interface CarDetailsFormProps {
  defaultValues?: Partial<CarFormInput>;
  photos: ListingPhoto[];
  onPhotosChange: (photos: ListingPhoto[]) => void;
  submitLabel: string;
  busy?: boolean;
  /** Called with valid values when at least one photo is there. */
  onSubmit: (values: CarFormValues) => void | Promise<void>;
  /** The form's first heading, for a wizard that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The car's details (spec section 2, step 1): basic information, pricing, location, description,
 * features and photos. Field messages come from the contracts' car schema; no photo stops with
 * the spec's 'Photos Required' toast. The form's spec language is English wherever it shows (the Spanish host
 * dashboard's 'Editar' too); its submit button speaks the caller's language.
 */
export function CarDetailsForm(props: CarDetailsFormProps) {
  const callerLanguage = useLanguage();
  return (
    <Speaks lang="en">
      <CarDetailsFormBody {...props} submitLanguage={callerLanguage} />
    </Speaks>
  );
}

function CarDetailsFormBody({
  defaultValues = EMPTY_CAR_FORM,
  photos,
  onPhotosChange,
  submitLabel,
  submitLanguage,
  busy = false,
  onSubmit,
  headingRef,
  lang,
}: CarDetailsFormProps & {
  submitLanguage: Language;
  /** Given by `Speaks` while nobody has chosen a language: the form is marked English. */
  lang?: string;
}) {
  const t = useT();
  const carLabel = useCarLabel();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CarFormInput, unknown, CarFormValues>({
    resolver: valibotResolver(CarFormSchema),
    defaultValues,
  });

  const submit = handleSubmit(async (values) => {
    if (photos.length === 0) {
      toast({
        title: t('carForm.photosRequiredTitle'),
        description: t('carForm.photosRequiredDescription'),
        variant: 'destructive',
      });
      return;
    }
    await onSubmit(values);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('carForm.label')} lang={lang}>
      <FormSection>
        <h2 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {t('carForm.basics')}
        </h2>
        <FieldGrid>
          <Field label={t('carForm.make')} error={errors.make?.message}>
            <Input placeholder={t('carForm.makePlaceholder')} maxLength={maxLengthOf('make')} {...register('make')} />
          </Field>
          <Field label={t('carForm.model')} error={errors.model?.message}>
            <Input
              placeholder={t('carForm.modelPlaceholder')}
              maxLength={maxLengthOf('model')}
              {...register('model')}
            />
          </Field>
          <Field label={t('carForm.year')} error={errors.year?.message}>
            <Input
              inputMode="numeric"
              placeholder={t('carForm.yearPlaceholder')}
              {...register('year', { setValueAs: toInteger })}
            />
          </Field>
          <Field label={t('carForm.category')} error={errors.category?.message}>
            <Select {...register('category')}>
              <option value="">{t('carForm.selectCategory')}</option>
              {CAR_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {carLabel('category', category)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('carForm.seats')} error={errors.seats?.message}>
            <Select {...register('seats', { setValueAs: toInteger })}>
              <option value="">{t('carForm.selectSeats')}</option>
              {/* No plural: no seat count is 1, and a plural formats its number, whose first Intl formatter
                  (ICU's data) blocked a throttled phone for ~150 ms of the page's first render. */}
              {SEAT_COUNTS.map((seats) => (
                <option key={seats} value={seats}>
                  {t('carForm.seatCount', { count: seats })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('carForm.transmission')} error={errors.transmission?.message}>
            <Select {...register('transmission')}>
              <option value="">{t('carForm.selectTransmission')}</option>
              {TRANSMISSIONS.map((transmission) => (
                <option key={transmission} value={transmission}>
                  {carLabel('transmission', transmission)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('carForm.fuelType')} error={errors.fuelType?.message}>
            <Select {...register('fuelType')}>
              <option value="">{t('carForm.selectFuelType')}</option>
              {FUEL_TYPES.map((fuel) => (
                <option key={fuel} value={fuel}>
                  {carLabel('fuel', fuel)}
                </option>
              ))}
            </Select>
          </Field>
        </FieldGrid>
      </FormSection>

      <FormSection>
        <h2>{t('carForm.pricing')}</h2>
        <Field label={t('carForm.pricePerDay')} error={errors.pricePerDay?.message}>
          <Input inputMode="decimal" placeholder={t('carForm.pricePlaceholder')} {...register('pricePerDay')} />
        </Field>
      </FormSection>

      <FormSection>
        <h2>{t('carForm.location')}</h2>
        <Field label={t('carForm.street')} error={errors.location?.message}>
          <Input autoComplete="street-address" maxLength={maxLengthOf('location')} {...register('location')} />
        </Field>
        <FieldGrid>
          <Field label={t('carForm.city')} error={errors.city?.message}>
            <Input autoComplete="address-level2" maxLength={maxLengthOf('city')} {...register('city')} />
          </Field>
          <Field label={t('carForm.state')} error={errors.state?.message}>
            <Input
              autoComplete="address-level1"
              placeholder={t('carForm.statePlaceholder')}
              maxLength={maxLengthOf('state')}
              {...register('state')}
            />
          </Field>
        </FieldGrid>
      </FormSection>

      <FormSection>
        <h2>{t('carForm.description')}</h2>
        <Field label={t('carForm.descriptionOptional')} error={errors.description?.message}>
          <Textarea
            rows={4}
            placeholder={t('carForm.descriptionPlaceholder')}
            maxLength={maxLengthOf('description')}
            {...register('description')}
          />
        </Field>
      </FormSection>

      <FormSection>
        <h2>{t('carForm.features')}</h2>
        <Features aria-label={t('carForm.features')}>
          {CAR_FEATURES.map((feature) => (
            <Checkbox key={feature} label={carLabel('feature', feature)} value={feature} {...register('features')} />
          ))}
        </Features>
      </FormSection>

      <FormSection>
        <h2>{t('carForm.photos')}</h2>
        <Muted style={{ marginTop: 0 }}>{t('carForm.photosHint', { max: CAR_PHOTOS_MAX })}</Muted>
        <PhotoUploader count={photos.length} onUploaded={(uploaded) => onPhotosChange([...photos, ...uploaded])} />
        <PhotoThumbnails photos={photos} onChange={onPhotosChange} />
      </FormSection>

      <Speaks lang={submitLanguage}>
        <Button type="submit" $size="lg" $block disabled={busy}>
          {submitLabel}
        </Button>
      </Speaks>
    </form>
  );
}

import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  CAR_CATEGORIES,
  CAR_FEATURES,
  CAR_PHOTOS_MAX,
  FUEL_TYPES,
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
import { schemaMaxLength, toast } from '@ladrive/platform';
import styled from 'styled-components';
import { type ListingPhoto, PhotoThumbnails, PhotoUploader } from '../../photos';
import {
  CATEGORY_OPTIONS,
  type CarFormInput,
  CarFormSchema,
  type CarFormValues,
  EMPTY_CAR_FORM,
  FEATURE_OPTIONS,
  FUEL_OPTIONS,
  TRANSMISSION_OPTIONS,
  toInteger,
} from '../lib/car-form';

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
}

/**
 * The car's details (spec section 2, step 1): basic information, pricing, location, description,
 * features and photos. Field messages come from the contracts' car schema; no photo stops with
 * the spec's 'Photos Required' toast.
 */
export function CarDetailsForm({
  defaultValues = EMPTY_CAR_FORM,
  photos,
  onPhotosChange,
  submitLabel,
  busy = false,
  onSubmit,
}: CarDetailsFormProps) {
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
        title: 'Photos Required',
        description: 'Please upload at least one photo of your car',
        variant: 'destructive',
      });
      return;
    }
    await onSubmit(values);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Car details">
      <FormSection>
        <h2>Basic Information</h2>
        <FieldGrid>
          <Field label="Make" error={errors.make?.message}>
            <Input placeholder="e.g. Toyota" maxLength={maxLengthOf('make')} {...register('make')} />
          </Field>
          <Field label="Model" error={errors.model?.message}>
            <Input placeholder="e.g. Camry" maxLength={maxLengthOf('model')} {...register('model')} />
          </Field>
          <Field label="Year" error={errors.year?.message}>
            <Input inputMode="numeric" placeholder="e.g. 2022" {...register('year', { setValueAs: toInteger })} />
          </Field>
          <Field label="Category" error={errors.category?.message}>
            <Select {...register('category')}>
              <option value="">Select category</option>
              {CAR_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_OPTIONS[category]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Seats" error={errors.seats?.message}>
            <Select {...register('seats', { setValueAs: toInteger })}>
              <option value="">Select seats</option>
              {SEAT_COUNTS.map((seats) => (
                <option key={seats} value={seats}>
                  {seats} seats
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Transmission" error={errors.transmission?.message}>
            <Select {...register('transmission')}>
              <option value="">Select transmission</option>
              {TRANSMISSIONS.map((transmission) => (
                <option key={transmission} value={transmission}>
                  {TRANSMISSION_OPTIONS[transmission]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Fuel Type" error={errors.fuelType?.message}>
            <Select {...register('fuelType')}>
              <option value="">Select fuel type</option>
              {FUEL_TYPES.map((fuel) => (
                <option key={fuel} value={fuel}>
                  {FUEL_OPTIONS[fuel]}
                </option>
              ))}
            </Select>
          </Field>
        </FieldGrid>
      </FormSection>

      <FormSection>
        <h2>Pricing</h2>
        <Field label="Price per Day (USD)" error={errors.pricePerDay?.message}>
          <Input inputMode="decimal" placeholder="e.g. 65.00" {...register('pricePerDay')} />
        </Field>
      </FormSection>

      <FormSection>
        <h2>Location</h2>
        <Field label="Street Address" error={errors.location?.message}>
          <Input autoComplete="street-address" maxLength={maxLengthOf('location')} {...register('location')} />
        </Field>
        <FieldGrid>
          <Field label="City" error={errors.city?.message}>
            <Input autoComplete="address-level2" maxLength={maxLengthOf('city')} {...register('city')} />
          </Field>
          <Field label="State" error={errors.state?.message}>
            <Input
              autoComplete="address-level1"
              placeholder="e.g. CA"
              maxLength={maxLengthOf('state')}
              {...register('state')}
            />
          </Field>
        </FieldGrid>
      </FormSection>

      <FormSection>
        <h2>Description</h2>
        <Field label="Description (optional)" error={errors.description?.message}>
          <Textarea
            rows={4}
            placeholder="Tell renters about your car"
            maxLength={maxLengthOf('description')}
            {...register('description')}
          />
        </Field>
      </FormSection>

      <FormSection>
        <h2>Features</h2>
        <Features aria-label="Features">
          {CAR_FEATURES.map((feature) => (
            <Checkbox key={feature} label={FEATURE_OPTIONS[feature]} value={feature} {...register('features')} />
          ))}
        </Features>
      </FormSection>

      <FormSection>
        <h2>Photos</h2>
        <Muted style={{ marginTop: 0 }}>
          1 to {CAR_PHOTOS_MAX} photos. The first one is the photo renters see on your car's card.
        </Muted>
        <PhotoUploader count={photos.length} onUploaded={(uploaded) => onPhotosChange([...photos, ...uploaded])} />
        <PhotoThumbnails photos={photos} onChange={onPhotosChange} />
      </FormSection>

      <Button type="submit" $size="lg" $block disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

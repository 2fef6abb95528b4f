import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type Car,
  type CarBookingSettings,
  CarBookingSettingsSchema,
  HOST_RESPONSE_HOURS,
  MAX_DISCOUNT_PERCENT,
  MONTHLY_DISCOUNT_MIN_DAYS,
  WEEKLY_DISCOUNT_MIN_DAYS,
} from '@ladrive/contracts';
import { Button, Checkbox, Dialog, Field, Input } from '@ladrive/design-system';
import { useForm } from '@ladrive/form-state';
import { apiErrorIssues, apiErrorMessage, showServerIssues, toast } from '@ladrive/platform';
import { useT } from '../../../i18n';
import { useUpdateCar } from '../../listing';

const FIELDS = ['instantBook', 'weeklyDiscountPercent', 'monthlyDiscountPercent'] as const;

export interface CarSettingsDialogProps {
  car: Car;
  onClose: () => void;
}

const percent = { valueAsNumber: true } as const;

/** The two discounts, each a whole percent the host types (their label and hint are catalog messages). */
const DISCOUNT_FIELDS = [
  {
    name: 'weeklyDiscountPercent',
    label: 'carSettings.weekly',
    minDays: WEEKLY_DISCOUNT_MIN_DAYS,
    hint: 'carSettings.weeklyHint',
  },
  {
    name: 'monthlyDiscountPercent',
    label: 'carSettings.monthly',
    minDays: MONTHLY_DISCOUNT_MIN_DAYS,
    hint: 'carSettings.monthlyHint',
  },
] as const;

/**
 * 'Reservas y descuentos': instant book on or off and the weekly and monthly discounts, saved with
 * PATCH /api/cars/:id. The contracts' schema checks the form (the API's own); what the API still refuses shows
 * under its field, in the language the API answered in.
 */
export function CarSettingsDialog({ car, onClose }: CarSettingsDialogProps) {
  const t = useT();
  const update = useUpdateCar();
  const carName = t('common.carName', { make: car.make, model: car.model });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CarBookingSettings>({
    resolver: valibotResolver(CarBookingSettingsSchema),
    defaultValues: {
      instantBook: car.instantBook,
      weeklyDiscountPercent: car.weeklyDiscountPercent,
      monthlyDiscountPercent: car.monthlyDiscountPercent,
    },
  });
  const save = handleSubmit(async (settings) => {
    try {
      await update.mutateAsync({ id: car.id, update: settings });
      toast({ title: t('common.changesSaved'), description: carName, variant: 'success' });
      onClose();
    } catch (error) {
      // the fields the API named show its message; anything else is a toast
      const unplaced = showServerIssues(error, FIELDS, setError);
      if (apiErrorIssues(error).length > 0 && unplaced.length === 0) return;
      toast({ title: t('common.saveFailed'), description: apiErrorMessage(error), variant: 'destructive' });
    }
  });
  return (
    <Dialog open onClose={onClose} title={t('carSettings.title', { car: carName })}>
      <form noValidate onSubmit={save} aria-label={t('cars.settings')}>
        <Checkbox label={t('carSettings.instantBook')} {...register('instantBook')} />
        <p style={{ marginTop: 0 }}>{t('carSettings.withoutInstantBook', { hours: HOST_RESPONSE_HOURS })}</p>
        {DISCOUNT_FIELDS.map(({ name, label, minDays, hint }) => (
          <Field
            key={name}
            label={t(label, { days: minDays })}
            hint={t(hint, { max: MAX_DISCOUNT_PERCENT })}
            error={errors[name]?.message}
            // the schema's message speaks the form's language; the API's may not yet
            errorFromApi={errors[name]?.type === 'server'}
          >
            <Input type="number" min={0} max={MAX_DISCOUNT_PERCENT} step={1} {...register(name, percent)} />
          </Field>
        ))}
        <Button type="submit" disabled={update.isPending}>
          {t('common.save')}
        </Button>
      </form>
    </Dialog>
  );
}

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
import { useUpdateCar } from '../../listing';

const FIELDS = ['instantBook', 'weeklyDiscountPercent', 'monthlyDiscountPercent'] as const;

export interface CarSettingsDialogProps {
  car: Car;
  onClose: () => void;
}

const percent = { valueAsNumber: true } as const;

/** The two discounts, each a whole percent the host types. */
const DISCOUNT_FIELDS = [
  {
    name: 'weeklyDiscountPercent',
    label: `Descuento semanal (%): viajes de ${WEEKLY_DISCOUNT_MIN_DAYS} días o más`,
    hint: `De 0 a ${MAX_DISCOUNT_PERCENT} %.`,
  },
  {
    name: 'monthlyDiscountPercent',
    label: `Descuento mensual (%): viajes de ${MONTHLY_DISCOUNT_MIN_DAYS} días o más`,
    hint: `De 0 a ${MAX_DISCOUNT_PERCENT} %. Un viaje largo toma el mayor de los dos descuentos.`,
  },
] as const;

/**
 * 'Reservas y descuentos': instant book on or off and the weekly and monthly discounts, saved with
 * PATCH /api/cars/:id. The contracts' schema checks the form (the API's own); what the API still refuses shows
 * under its field.
 */
export function CarSettingsDialog({ car, onClose }: CarSettingsDialogProps) {
  const update = useUpdateCar();
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
      toast({ title: 'Cambios guardados', description: `${car.make} ${car.model}`, variant: 'success' });
      onClose();
    } catch (error) {
      // the fields the API named show its message; anything else is a toast
      const unplaced = showServerIssues(error, FIELDS, setError);
      if (apiErrorIssues(error).length > 0 && unplaced.length === 0) return;
      toast({ title: 'No se pudo guardar', description: apiErrorMessage(error), variant: 'destructive' });
    }
  });
  return (
    <Dialog open onClose={onClose} title={`Reservas y descuentos: ${car.make} ${car.model}`}>
      <form noValidate onSubmit={save} aria-label="Reservas y descuentos">
        <Checkbox label="Reserva instantánea: el pago confirma la reserva" {...register('instantBook')} />
        <p style={{ marginTop: 0 }}>
          Sin reserva instantánea, cada reserva espera tu respuesta (hasta {HOST_RESPONSE_HOURS} horas).
        </p>
        {DISCOUNT_FIELDS.map(({ name, label, hint }) => (
          <Field key={name} label={label} hint={hint} error={errors[name]?.message} errorLang="en">
            <Input type="number" min={0} max={MAX_DISCOUNT_PERCENT} step={1} {...register(name, percent)} />
          </Field>
        ))}
        <Button type="submit" disabled={update.isPending}>
          Guardar
        </Button>
      </form>
    </Dialog>
  );
}

import type { Car } from '@ladrive/contracts';
import { Dialog } from '@ladrive/design-system';
import { apiErrorMessage, toast } from '@ladrive/platform';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { CarDetailsForm, carFormValues, useUpdateCar } from '../../listing';
import { photosOfCar } from '../../photos';

export interface EditCarDialogProps {
  car: Car;
  onClose: () => void;
}

/** 'Editar': the listing form filled in with the car (photos too), saved with PATCH /api/cars/:id. */
export function EditCarDialog({ car, onClose }: EditCarDialogProps) {
  const t = useT();
  const update = useUpdateCar();
  const [photos, setPhotos] = useState(() => photosOfCar(car.images));
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('editCar.title', { car: t('common.carName', { make: car.make, model: car.model }) })}
    >
      <CarDetailsForm
        defaultValues={carFormValues(car)}
        photos={photos}
        onPhotosChange={setPhotos}
        submitLabel={t('common.saveChanges')}
        busy={update.isPending}
        onSubmit={async (values) => {
          try {
            await update.mutateAsync({ id: car.id, update: { ...values, images: photos.map((photo) => photo.src) } });
            toast({
              title: t('common.changesSaved'),
              description: t('common.carName', { make: values.make, model: values.model }),
              variant: 'success',
            });
            onClose();
          } catch (error) {
            toast({ title: t('common.saveFailed'), description: apiErrorMessage(error), variant: 'destructive' });
          }
        }}
      />
    </Dialog>
  );
}

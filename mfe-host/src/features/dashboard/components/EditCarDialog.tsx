import type { Car } from '@ladrive/contracts';
import { Dialog } from '@ladrive/design-system';
import { apiErrorMessage, toast } from '@ladrive/platform';
import { useState } from 'react';
import { CarDetailsForm, carFormValues, useUpdateCar } from '../../listing';
import { photosOfCar } from '../../photos';

export interface EditCarDialogProps {
  car: Car;
  onClose: () => void;
}

/** 'Editar': the listing form filled in with the car (photos too), saved with PATCH /api/cars/:id. */
export function EditCarDialog({ car, onClose }: EditCarDialogProps) {
  const update = useUpdateCar();
  const [photos, setPhotos] = useState(() => photosOfCar(car.images));
  return (
    <Dialog open onClose={onClose} title={`Editar ${car.make} ${car.model}`}>
      <CarDetailsForm
        defaultValues={carFormValues(car)}
        photos={photos}
        onPhotosChange={setPhotos}
        submitLabel="Guardar cambios"
        busy={update.isPending}
        onSubmit={async (values) => {
          try {
            await update.mutateAsync({ id: car.id, update: { ...values, images: photos.map((photo) => photo.src) } });
            toast({ title: 'Cambios guardados', description: `${values.make} ${values.model}`, variant: 'success' });
            onClose();
          } catch (error) {
            toast({ title: 'No se pudo guardar', description: apiErrorMessage(error), variant: 'destructive' });
          }
        }}
      />
    </Dialog>
  );
}

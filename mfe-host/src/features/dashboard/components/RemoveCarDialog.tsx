import type { Car } from '@ladrive/contracts';
import { Button, Dialog } from '@ladrive/design-system';
import { apiErrorMessage, toast } from '@ladrive/platform';
import { useRemoveCar } from '../api/dashboard-api';

export interface RemoveCarDialogProps {
  car: Car;
  onClose: () => void;
}

/** 'Eliminar' asks first: the listing leaves the site for good; its past trips, reviews and earnings stay. */
export function RemoveCarDialog({ car, onClose }: RemoveCarDialogProps) {
  const remove = useRemoveCar();
  async function confirm() {
    try {
      await remove.mutateAsync(car.id);
      toast({
        title: 'Auto eliminado',
        description: `${car.make} ${car.model} ya no está publicado.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({ title: 'No se pudo eliminar', description: apiErrorMessage(error), variant: 'destructive' });
    }
  }
  return (
    <Dialog open onClose={onClose} title={`¿Eliminar ${car.make} ${car.model}?`}>
      <p style={{ marginTop: 0 }}>
        El auto dejará de aparecer en las búsquedas y no se podrá volver a publicar. Sus viajes pasados, reseñas y
        ganancias se conservan.
      </p>
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <Button $variant="destructive" disabled={remove.isPending} onClick={confirm}>
          Eliminar auto
        </Button>
        <Button $variant="outline" onClick={onClose}>
          Conservar
        </Button>
      </div>
    </Dialog>
  );
}

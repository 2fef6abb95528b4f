import type { Car } from '@ladrive/contracts';
import { Button, Dialog } from '@ladrive/design-system';
import { apiErrorMessage, toast } from '@ladrive/platform';
import { useT } from '../../../i18n';
import { useRemoveCar } from '../api/dashboard-api';

export interface RemoveCarDialogProps {
  car: Car;
  onClose: () => void;
}

/** 'Eliminar' asks first: the listing leaves the site for good; its past trips, reviews and earnings stay. */
export function RemoveCarDialog({ car, onClose }: RemoveCarDialogProps) {
  const t = useT();
  const remove = useRemoveCar();
  const carName = t('common.carName', { make: car.make, model: car.model });
  async function confirm() {
    try {
      await remove.mutateAsync(car.id);
      toast({
        title: t('removeCar.doneTitle'),
        description: t('removeCar.doneDescription', { car: carName }),
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({ title: t('removeCar.failed'), description: apiErrorMessage(error), variant: 'destructive' });
    }
  }
  return (
    <Dialog open onClose={onClose} title={t('removeCar.title', { car: carName })}>
      <p style={{ marginTop: 0 }}>{t('removeCar.body')}</p>
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <Button $variant="destructive" disabled={remove.isPending} onClick={confirm}>
          {t('removeCar.confirm')}
        </Button>
        <Button $variant="outline" onClick={onClose}>
          {t('removeCar.keep')}
        </Button>
      </div>
    </Dialog>
  );
}

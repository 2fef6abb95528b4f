import { CAR_PHOTOS_MAX } from '@ladrive/contracts';
import { Button } from '@ladrive/design-system';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../i18n';
import type { ListingPhoto } from '../lib/listing-photos';

export interface PhotoUploaderProps {
  /** Photos already in the listing; the uploader offers only the places left. */
  count: number;
  onUploaded: (photos: ListingPhoto[]) => void;
}

// Uppy is most of the listing form's script (232 kB on /host-dashboard with it): it loads when the dialog is
// about to open — on pointing at or focusing the button — not with the page.
const loadDialog = () => import('./PhotoUploadDialog');
const PhotoUploadDialog = lazy(loadDialog);

/** 'Upload Photos', which opens the upload dialog (PhotoUploadDialog). */
export function PhotoUploader(props: PhotoUploaderProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // once opened, the dialog stays mounted: its Uppy keeps the files picked while it is closed
  const [opened, setOpened] = useState(false);
  const prefetch = () => void loadDialog();
  return (
    <>
      <Button
        $variant="outline"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        disabled={props.count >= CAR_PHOTOS_MAX}
      >
        {t('photos.upload')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <PhotoUploadDialog {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

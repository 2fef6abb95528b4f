import { CAR_PHOTO_MAX_BYTES, CAR_PHOTOS_MAX } from '@ladrive/contracts';
import { Button, Dialog } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { toast } from '@ladrive/platform';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import { useUppyEvent } from '@uppy/react';
import Dashboard from '@uppy/react/dashboard';
import { useContext, useEffect, useState } from 'react';
import { translate, useT } from '../../../i18n';
import { CarPhotoUppyContext } from '../lib/car-photo-uppy';
import type { ListingPhoto } from '../lib/listing-photos';
import { uppyLocale } from '../lib/uppy-locale';
import { UploadStatusList } from './UploadStatusList';

export interface PhotoUploaderProps {
  /** Photos already in the listing; the uploader offers only the places left. */
  count: number;
  onUploaded: (photos: ListingPhoto[]) => void;
}

const MEGABYTES = CAR_PHOTO_MAX_BYTES / 1024 / 1024;

/**
 * 'Upload Photos' opens the Uppy Dashboard in a modal: pick images, start the upload, follow each
 * file's state and progress, cancel or retry. When every file is up, the photos join the listing,
 * 'Photos Uploaded' is shown and the modal closes.
 */
export function PhotoUploader({ count, onUploaded }: PhotoUploaderProps) {
  const t = useT();
  const createUppy = useContext(CarPhotoUppyContext);
  const [uppy] = useState(() => createUppy(CAR_PHOTOS_MAX));
  const [open, setOpen] = useState(false);
  const remaining = CAR_PHOTOS_MAX - count;

  useEffect(() => {
    uppy.setOptions({ restrictions: { maxNumberOfFiles: Math.max(remaining, 0) } });
  }, [uppy, remaining]);
  // Uppy's own words (the Dashboard's buttons, its refusals) follow the language this form speaks, live.
  const lang = useLanguage();
  useEffect(() => {
    uppy.setOptions({ locale: uppyLocale(translate(lang)) });
  }, [uppy, lang]);
  // Leaving the page stops uploads in flight (the instance itself is reused if React mounts again).
  useEffect(() => () => uppy.cancelAll(), [uppy]);

  useUppyEvent(uppy, 'complete', (result) => {
    const successful = result.successful ?? [];
    const uploaded = successful.flatMap((file) => {
      const src = file.response?.uploadURL ?? file.uploadURL;
      if (!src || !(file.data instanceof Blob)) return [];
      return [{ src, preview: URL.createObjectURL(file.data), name: file.name ?? '' }];
    });
    if (uploaded.length > 0) {
      onUploaded(uploaded);
      toast({
        title: t('photos.uploadedTitle'),
        description: t('photos.uploadedDescription', { count: uploaded.length }),
        variant: 'success',
      });
    }
    for (const file of successful) uppy.removeFile(file.id);
    if ((result.failed ?? []).length === 0) setOpen(false);
  });

  return (
    <>
      <Button $variant="outline" onClick={() => setOpen(true)} disabled={remaining <= 0}>
        {t('photos.upload')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('photos.upload')}>
        <Dashboard
          uppy={uppy}
          width="100%"
          height={360}
          proudlyDisplayPoweredByUppy={false}
          showRemoveButtonAfterComplete
          // The listing shows each photo itself once it is up; Uppy's own previews raced 'complete' clearing the
          // files ('file was removed before a thumbnail could be generated')
          disableThumbnailGenerator
          note={t('photos.note', { remaining, megabytes: MEGABYTES })}
        />
        <UploadStatusList uppy={uppy} />
      </Dialog>
    </>
  );
}

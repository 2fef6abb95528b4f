import { CAR_PHOTO_MAX_BYTES, CAR_PHOTO_TYPES, CAR_PHOTOS_MAX } from '@ladrive/contracts';
import { Button, Dialog } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { toast } from '@ladrive/platform';
import { useUppyEvent, useUppyState } from '@uppy/react';
import { type DragEvent, useContext, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { translate, useT } from '../../../i18n';
import { type CarPhotoUppy, createCarPhotoUppy } from '../lib/car-photo-uppy';
import { CarPhotoUppyContext } from '../lib/car-photo-uppy-context';
import { uppyLocale } from '../lib/uppy-locale';
import type { PhotoUploaderProps } from './PhotoUploader';
import { UploadStatusList } from './UploadStatusList';

export interface PhotoUploadDialogProps extends PhotoUploaderProps {
  open: boolean;
  onClose: () => void;
}

const MEGABYTES = CAR_PHOTO_MAX_BYTES / 1024 / 1024;

const Picker = styled.div<{ $dragging: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  border: 2px dashed ${({ theme, $dragging }) => ($dragging ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: center;
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Notices = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  p { margin: ${({ theme }) => theme.space(1)} 0 0; color: ${({ theme }) => theme.colors.danger}; }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * Adds picked files, as many as there are places (`places`): a pick of more keeps the first ones and says so once.
 * Returns what to tell the user: that sentence and Uppy's refusals (type, size, a duplicate), each once.
 */
function addPicked(uppy: CarPhotoUppy, picked: File[], places: number, t: ReturnType<typeof useT>): string[] {
  const kept = picked.slice(0, Math.max(places, 0));
  const said: string[] = [];
  if (kept.length < picked.length) {
    said.push(t('photos.keptFirst', { kept: kept.length, picked: picked.length, max: CAR_PHOTOS_MAX }));
  }
  for (const file of kept) {
    try {
      uppy.addFile({ name: file.name, type: file.type, data: file, source: 'Local' });
    } catch (error) {
      if (error instanceof Error && !said.includes(error.message)) said.push(error.message);
    }
  }
  return said;
}

/**
 * The upload dialog, on Uppy's core (decision 0046): choose or drop images, start the upload, follow each file's state
 * and progress, retry or remove it. Each file is checked as soon as it landed; a refused one shows why and is not
 * kept. When every file is up and accepted, the photos join the listing, 'Photos Uploaded' is shown and the dialog
 * closes. Mounted from the first opening on (PhotoUploader), so files picked stay while it is closed.
 */
export default function PhotoUploadDialog({ count, onUploaded, open, onClose }: PhotoUploadDialogProps) {
  const t = useT();
  const createUppy = useContext(CarPhotoUppyContext) ?? createCarPhotoUppy;
  const [uppy] = useState(() => createUppy(CAR_PHOTOS_MAX));
  const [notices, setNotices] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const remaining = CAR_PHOTOS_MAX - count;
  const files = useUppyState(uppy, (state) => Object.values(state.files));
  const toUpload = files.filter((file) => !file.progress.uploadStarted).length;
  const busy = files.some((file) => file.progress.uploadStarted && !file.progress.complete && !file.error);

  useEffect(() => {
    uppy.setOptions({ restrictions: { maxNumberOfFiles: Math.max(remaining, 0) } });
  }, [uppy, remaining]);
  // Uppy's own words (its refusals of a file) follow the language this form speaks, live.
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
    if ((result.failed ?? []).length === 0) close();
  });

  function pick(picked: File[]) {
    setNotices(addPicked(uppy, picked, remaining - files.length, t));
  }

  function close() {
    setNotices([]);
    onClose();
  }

  function cancel() {
    uppy.cancelAll();
    close();
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    pick([...event.dataTransfer.files]);
  };

  return (
    <Dialog open={open} onClose={close} title={t('photos.upload')}>
      <Picker
        $dragging={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>{t('photos.note', { remaining, megabytes: MEGABYTES })}</p>
        <input
          ref={input}
          type="file"
          multiple
          accept={CAR_PHOTO_TYPES.join(',')}
          hidden
          onChange={(event) => {
            pick([...(event.currentTarget.files ?? [])]);
            // the same file picked again after its removal is a new pick
            event.currentTarget.value = '';
          }}
        />
        <Button $variant="secondary" onClick={() => input.current?.click()} disabled={remaining - files.length <= 0}>
          {t('photos.choose')}
        </Button>
        <p>{t('photos.dropHint')}</p>
      </Picker>
      <Notices role="alert">
        {notices.map((notice) => (
          <p key={notice}>{notice}</p>
        ))}
      </Notices>
      <UploadStatusList uppy={uppy} />
      <Footer>
        <Button $variant="ghost" onClick={cancel}>
          {t('photos.cancel')}
        </Button>
        <Button onClick={() => void uppy.upload()} disabled={toUpload === 0 || busy}>
          {t('photos.uploadFiles', { count: toUpload })}
        </Button>
      </Footer>
    </Dialog>
  );
}

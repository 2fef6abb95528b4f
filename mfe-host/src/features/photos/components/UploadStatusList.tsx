import { Button } from '@ladrive/design-system';
import { useUppyState } from '@uppy/react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { AUTHORIZATION_REQUIRED, type CarPhotoUppy } from '../lib/car-photo-uppy';
import { UPLOAD_STATE_LABELS, uploadState } from '../lib/upload-state';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 0.25rem 0.75rem; align-items: center; }
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  progress { grid-column: 1 / -1; width: 100%; accent-color: ${({ theme }) => theme.colors.brand}; }
  small { grid-column: 1 / -1; color: ${({ theme }) => theme.colors.danger}; }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Total = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  font-weight: 600;
  progress { width: 100%; accent-color: ${({ theme }) => theme.colors.brand}; }
`;

/**
 * Each file's state and progress, and the total: the spec's upload states. A file not uploading can be removed; one
 * whose upload failed can be retried (a photo the check refused cannot: the same bytes would be refused again).
 */
export function UploadStatusList({ uppy }: { uppy: CarPhotoUppy }) {
  const t = useT();
  const files = useUppyState(uppy, (state) => Object.values(state.files));
  const totalProgress = useUppyState(uppy, (state) => state.totalProgress);
  if (files.length === 0) return null;
  return (
    <section aria-label={t('photos.status')}>
      <List>
        {files.map((file) => {
          const state = uploadState(file);
          const name = file.name ?? '';
          const inFlight = state === 'uploading' || state === 'postprocessing' || state === 'preprocessing';
          return (
            <li key={file.id} data-testid="upload-file" data-state={state}>
              <span>{name}</span>
              <strong>{t(UPLOAD_STATE_LABELS[state])}</strong>
              <progress
                max={100}
                value={file.progress.percentage ?? 0}
                aria-label={t('photos.fileProgress', { name })}
              />
              {file.error && (
                <small role="alert">
                  {file.error === AUTHORIZATION_REQUIRED ? t('photos.authorizationRequired') : file.error}
                </small>
              )}
              {!inFlight && (
                <Actions>
                  {file.error && !file.progress.uploadComplete && (
                    <Button
                      $variant="outline"
                      $size="sm"
                      aria-label={t('photos.retryLabel', { name })}
                      onClick={() => void uppy.retryUpload(file.id)}
                    >
                      {t('photos.retry')}
                    </Button>
                  )}
                  <Button
                    $variant="ghost"
                    $size="sm"
                    aria-label={t('photos.removeFileLabel', { name })}
                    onClick={() => uppy.removeFile(file.id)}
                  >
                    {t('photos.remove')}
                  </Button>
                </Actions>
              )}
            </li>
          );
        })}
      </List>
      <Total>
        {t('photos.total', { percent: totalProgress })}
        <progress max={100} value={totalProgress} aria-label={t('photos.totalProgress')} />
      </Total>
    </section>
  );
}

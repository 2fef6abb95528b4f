import { CALENDAR_IMPORT_MAX_BYTES, type CalendarSyncSettings, type Car, type Language } from '@ladrive/contracts';
import {
  Button,
  Dialog,
  Field,
  FormSection,
  formatDate,
  formatMarketTime,
  Input,
  Muted,
  Textarea,
} from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { useContractText } from '@ladrive/i18n/catalogs';
import { formatDayRange } from '@ladrive/marketplace-ui';
import { apiErrorMessage, toast } from '@ladrive/platform';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { InDashboardLanguage } from '../../../lib/InDashboardLanguage';
import {
  useCalendarSync,
  useImportFile,
  useRevokeFeed,
  useRotateFeed,
  useSetImportUrl,
  useStopImport,
} from '../api/calendar-sync-api';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
`;

const Status = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 0.75rem;
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0.5rem 0 0;
`;

/** Ranges as the host reads days: first to last day (the API's end date is the first free day). */
const days = (ranges: CalendarSyncSettings['importedBlocks'], lang: Language) =>
  ranges.map((range) => formatDayRange(range, lang)).join(', ');

/** The file's text (FileReader: what every browser, and the tests' DOM, can read a chosen file with). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** Reports a failed change in a toast, with the API's sentence in the language it answered in. */
function failed(title: string, error: unknown) {
  toast({ title, description: apiErrorMessage(error), variant: 'destructive' });
}

function FeedSection({ car, settings }: { car: Car; settings: CalendarSyncSettings }) {
  const t = useT();
  const rotate = useRotateFeed(car.id);
  const revoke = useRevokeFeed(car.id);
  const busy = rotate.isPending || revoke.isPending;

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('calendarSync.copied'), variant: 'success' });
    } catch {
      toast({ title: t('calendarSync.copyFailed'), description: t('calendarSync.copyHint'), variant: 'destructive' });
    }
  }

  async function change(action: typeof rotate | typeof revoke, title: string) {
    try {
      await action.mutateAsync(undefined);
      toast({ title, variant: 'success' });
    } catch (error) {
      failed(t('calendarSync.changeFailed'), error);
    }
  }

  return (
    <FormSection aria-labelledby="calendar-export-heading">
      <h3 id="calendar-export-heading">{t('calendarSync.exportHeading')}</h3>
      <Muted>{t('calendarSync.exportIntro')}</Muted>
      {settings.feedUrl ? (
        <>
          <Field label={t('calendarSync.feedUrl')}>
            <Input readOnly value={settings.feedUrl} onFocus={(event) => event.currentTarget.select()} />
          </Field>
          <Actions>
            <Button $size="sm" onClick={() => copy(settings.feedUrl!)}>
              {t('calendarSync.copy')}
            </Button>
            <Button
              $variant="outline"
              $size="sm"
              disabled={busy}
              onClick={() => change(rotate, t('calendarSync.rotated'))}
            >
              {t('calendarSync.rotate')}
            </Button>
            <Button
              $variant="outline"
              $size="sm"
              disabled={busy}
              onClick={() => change(revoke, t('calendarSync.revoked'))}
            >
              {t('calendarSync.revoke')}
            </Button>
          </Actions>
        </>
      ) : (
        <Actions>
          <Button $size="sm" disabled={busy} onClick={() => change(rotate, t('calendarSync.created'))}>
            {t('calendarSync.create')}
          </Button>
        </Actions>
      )}
    </FormSection>
  );
}

function ImportSection({ car, settings }: { car: Car; settings: CalendarSyncSettings }) {
  const t = useT();
  const setUrl = useSetImportUrl(car.id);
  const importFile = useImportFile(car.id);
  const stop = useStopImport(car.id);
  const [url, setUrlValue] = useState(settings.importUrl ?? '');
  const [pasted, setPasted] = useState('');
  /** The API's refusals of the URL and of the file, as it wrote them. */
  const [urlError, setUrlError] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const [fileTooLarge, setFileTooLarge] = useState(false);
  const busy = setUrl.isPending || importFile.isPending || stop.isPending;

  async function saveUrl(event: FormEvent) {
    event.preventDefault();
    setUrlError(undefined);
    try {
      await setUrl.mutateAsync(url);
      toast({
        title: t('calendarSync.imported'),
        description: t('calendarSync.importedHourly'),
        variant: 'success',
      });
    } catch (error) {
      setUrlError(apiErrorMessage(error));
    }
  }

  async function importText(ics: string) {
    setFileError(undefined);
    setFileTooLarge(false);
    try {
      await importFile.mutateAsync(ics);
      setPasted('');
      toast({ title: t('calendarSync.imported'), variant: 'success' });
    } catch (error) {
      setFileError(apiErrorMessage(error));
    }
  }

  async function chooseFile(file: File | undefined) {
    if (!file) return;
    if (file.size > CALENDAR_IMPORT_MAX_BYTES) {
      setFileTooLarge(true);
      return;
    }
    await importText(await readText(file));
  }

  async function stopImporting() {
    try {
      await stop.mutateAsync(undefined);
      setUrlValue('');
      toast({
        title: t('calendarSync.stopped'),
        description: t('calendarSync.stoppedDescription'),
        variant: 'success',
      });
    } catch (error) {
      failed(t('calendarSync.stopFailed'), error);
    }
  }

  return (
    <FormSection aria-labelledby="calendar-import-heading">
      <h3 id="calendar-import-heading">{t('calendarSync.importHeading')}</h3>
      <Muted>{t('calendarSync.importIntro')}</Muted>
      <form onSubmit={saveUrl} noValidate>
        <Field label={t('calendarSync.importUrl')} error={urlError} errorFromApi hint={t('calendarSync.importUrlHint')}>
          <Input
            type="url"
            inputMode="url"
            value={url}
            onChange={(event) => setUrlValue(event.target.value)}
            placeholder={t('calendarSync.importUrlPlaceholder')}
          />
        </Field>
        <Actions>
          <Button type="submit" $size="sm" disabled={busy}>
            {t(setUrl.isPending ? 'calendarSync.importing' : 'calendarSync.saveAndImport')}
          </Button>
          {settings.importSource && (
            <Button type="button" $variant="outline" $size="sm" disabled={busy} onClick={stopImporting}>
              {t('calendarSync.stop')}
            </Button>
          )}
        </Actions>
      </form>
      <Field
        label={t('calendarSync.file')}
        error={
          fileTooLarge
            ? t('calendarSync.fileTooLarge', { megabytes: CALENDAR_IMPORT_MAX_BYTES / 1_000_000 })
            : fileError
        }
        errorFromApi={!fileTooLarge}
      >
        <Input
          type="file"
          accept=".ics,text/calendar"
          disabled={busy}
          onChange={(event) => chooseFile(event.target.files?.[0])}
        />
      </Field>
      <Field label={t('calendarSync.paste')}>
        <Textarea rows={4} value={pasted} onChange={(event) => setPasted(event.target.value)} />
      </Field>
      <Actions>
        <Button
          $variant="outline"
          $size="sm"
          disabled={busy || pasted.trim() === ''}
          onClick={() => importText(pasted)}
        >
          {t('calendarSync.importText')}
        </Button>
      </Actions>
    </FormSection>
  );
}

const SOURCE_LABELS = { url: 'calendarSync.sourceUrl', file: 'calendarSync.sourceFile' } as const;

function SyncStatus({ settings }: { settings: CalendarSyncSettings }) {
  const t = useT();
  const tc = useContractText();
  const lang = useLanguage();
  const when = (timestamp: string) =>
    t('calendarSync.when', { date: formatDate(timestamp, lang), time: formatMarketTime(timestamp, lang) });
  return (
    <FormSection aria-labelledby="calendar-status-heading">
      <h3 id="calendar-status-heading">{t('calendarSync.statusHeading')}</h3>
      <Status>
        <dt>{t('calendarSync.source')}</dt>
        <dd>{t(settings.importSource ? SOURCE_LABELS[settings.importSource] : 'calendarSync.none')}</dd>
        <dt>{t('calendarSync.lastRefreshed')}</dt>
        <dd>{settings.lastRefreshedAt ? when(settings.lastRefreshedAt) : t('calendarSync.never')}</dd>
        <dt>{t('calendarSync.blockedDays')}</dt>
        <dd>{settings.importedBlocks.length ? days(settings.importedBlocks, lang) : t('calendarSync.none')}</dd>
      </Status>
      {settings.skippedForBookings.length > 0 && (
        <p>{t('calendarSync.skipped', { days: days(settings.skippedForBookings, lang) })}</p>
      )}
      {settings.lastError && (
        <ErrorText role="alert">{t('calendarSync.lastError', { error: tc(settings.lastError) })}</ErrorText>
      )}
    </FormSection>
  );
}

export interface CalendarSyncDialogProps {
  car: Car;
  onClose: () => void;
}

/** 'Sincronizar calendario': the car's private feed to copy or renew, and the import of another calendar. */
export function CalendarSyncDialog({ car, onClose }: CalendarSyncDialogProps) {
  const t = useT();
  const sync = useCalendarSync(car.id);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('calendarSync.title', { car: t('common.carName', { make: car.make, model: car.model }) })}
    >
      {sync.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : sync.error ? (
        <div role="alert">
          <p>{t('calendarSync.loadError')}</p>
          <Button onClick={() => sync.refetch()}>{t('common.retry')}</Button>
        </div>
      ) : (
        <>
          <FeedSection car={car} settings={sync.data} />
          <ImportSection car={car} settings={sync.data} />
          <SyncStatus settings={sync.data} />
        </>
      )}
    </Dialog>
  );
}

export interface CalendarSyncButtonProps {
  car: Car;
  /** The id of the car's name beside the button, which tells the cars' buttons apart. */
  describedBy?: string;
}

/** The Cars tab's button: opens the car's calendar sync. */
export function CalendarSyncButton(props: CalendarSyncButtonProps) {
  return (
    <InDashboardLanguage>
      <SyncButton {...props} />
    </InDashboardLanguage>
  );
}

function SyncButton({ car, describedBy }: CalendarSyncButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button $variant="outline" $size="sm" aria-describedby={describedBy} onClick={() => setOpen(true)}>
        {t('calendarSync.open')}
      </Button>
      {open && <CalendarSyncDialog car={car} onClose={() => setOpen(false)} />}
    </>
  );
}

import { CALENDAR_IMPORT_MAX_BYTES, type CalendarSyncSettings, type Car } from '@ladrive/contracts';
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
import { formatDayRange } from '@ladrive/marketplace-ui';
import { apiErrorMessage, toast } from '@ladrive/platform';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
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
const days = (ranges: CalendarSyncSettings['importedBlocks']) => ranges.map(formatDayRange).join(', ');

const when = (timestamp: string) => `${formatDate(timestamp, 'es')}, ${formatMarketTime(timestamp, 'es')}`;

/** The file's text (FileReader: what every browser, and the tests' DOM, can read a chosen file with). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** Reports a failed change in a toast; the API's sentences are English (`lang` on the toast is not available). */
function failed(title: string, error: unknown) {
  toast({ title, description: apiErrorMessage(error), variant: 'destructive' });
}

function FeedSection({ car, settings }: { car: Car; settings: CalendarSyncSettings }) {
  const rotate = useRotateFeed(car.id);
  const revoke = useRevokeFeed(car.id);
  const busy = rotate.isPending || revoke.isPending;

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Enlace copiado', variant: 'success' });
    } catch {
      toast({ title: 'No se pudo copiar', description: 'Selecciona el enlace y cópialo.', variant: 'destructive' });
    }
  }

  async function change(action: typeof rotate | typeof revoke, title: string) {
    try {
      await action.mutateAsync(undefined);
      toast({ title, variant: 'success' });
    } catch (error) {
      failed('No se pudo cambiar el enlace', error);
    }
  }

  return (
    <FormSection aria-labelledby="calendar-export-heading">
      <h3 id="calendar-export-heading">Exportar tus reservas</h3>
      <Muted>
        Suscríbete a este enlace privado en otra plataforma o en tu calendario: muestra los días reservados y
        bloqueados, sin datos de los viajeros. Quien tenga el enlace puede verlo.
      </Muted>
      {settings.feedUrl ? (
        <>
          <Field label="Enlace del calendario (iCal)">
            <Input readOnly value={settings.feedUrl} onFocus={(event) => event.currentTarget.select()} />
          </Field>
          <Actions>
            <Button $size="sm" onClick={() => copy(settings.feedUrl!)}>
              Copiar enlace
            </Button>
            <Button
              $variant="outline"
              $size="sm"
              disabled={busy}
              onClick={() => change(rotate, 'Enlace nuevo generado')}
            >
              Generar nuevo enlace
            </Button>
            <Button $variant="outline" $size="sm" disabled={busy} onClick={() => change(revoke, 'Enlace desactivado')}>
              Desactivar enlace
            </Button>
          </Actions>
        </>
      ) : (
        <Actions>
          <Button $size="sm" disabled={busy} onClick={() => change(rotate, 'Enlace generado')}>
            Generar enlace
          </Button>
        </Actions>
      )}
    </FormSection>
  );
}

function ImportSection({ car, settings }: { car: Car; settings: CalendarSyncSettings }) {
  const setUrl = useSetImportUrl(car.id);
  const importFile = useImportFile(car.id);
  const stop = useStopImport(car.id);
  const [url, setUrlValue] = useState(settings.importUrl ?? '');
  const [pasted, setPasted] = useState('');
  const [urlError, setUrlError] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const busy = setUrl.isPending || importFile.isPending || stop.isPending;

  async function saveUrl(event: FormEvent) {
    event.preventDefault();
    setUrlError(undefined);
    try {
      await setUrl.mutateAsync(url);
      toast({ title: 'Calendario importado', description: 'Se actualizará cada hora.', variant: 'success' });
    } catch (error) {
      setUrlError(apiErrorMessage(error));
    }
  }

  async function importText(ics: string) {
    setFileError(undefined);
    try {
      await importFile.mutateAsync(ics);
      setPasted('');
      toast({ title: 'Calendario importado', variant: 'success' });
    } catch (error) {
      setFileError(apiErrorMessage(error));
    }
  }

  async function chooseFile(file: File | undefined) {
    if (!file) return;
    if (file.size > CALENDAR_IMPORT_MAX_BYTES) {
      setFileError(`El archivo supera ${CALENDAR_IMPORT_MAX_BYTES / 1_000_000} MB.`);
      return;
    }
    await importText(await readText(file));
  }

  async function stopImporting() {
    try {
      await stop.mutateAsync(undefined);
      setUrlValue('');
      toast({ title: 'Importación detenida', description: 'Se quitaron los días importados.', variant: 'success' });
    } catch (error) {
      failed('No se pudo detener la importación', error);
    }
  }

  return (
    <FormSection aria-labelledby="calendar-import-heading">
      <h3 id="calendar-import-heading">Importar otro calendario</h3>
      <Muted>Los días ocupados en otra plataforma se bloquean aquí. Tus reservas nunca se cancelan.</Muted>
      <form onSubmit={saveUrl} noValidate>
        <Field label="URL del calendario (iCal)" error={urlError} errorLang="en" hint="Empieza por https://">
          <Input
            type="url"
            inputMode="url"
            value={url}
            onChange={(event) => setUrlValue(event.target.value)}
            placeholder="https://"
          />
        </Field>
        <Actions>
          <Button type="submit" $size="sm" disabled={busy}>
            {setUrl.isPending ? 'Importando…' : 'Guardar e importar'}
          </Button>
          {settings.importSource && (
            <Button type="button" $variant="outline" $size="sm" disabled={busy} onClick={stopImporting}>
              Dejar de importar
            </Button>
          )}
        </Actions>
      </form>
      <Field label="Archivo .ics" error={fileError} errorLang="en">
        <Input
          type="file"
          accept=".ics,text/calendar"
          disabled={busy}
          onChange={(event) => chooseFile(event.target.files?.[0])}
        />
      </Field>
      <Field label="O pega el contenido del archivo .ics">
        <Textarea rows={4} value={pasted} onChange={(event) => setPasted(event.target.value)} />
      </Field>
      <Actions>
        <Button
          $variant="outline"
          $size="sm"
          disabled={busy || pasted.trim() === ''}
          onClick={() => importText(pasted)}
        >
          Importar texto
        </Button>
      </Actions>
    </FormSection>
  );
}

function SyncStatus({ settings }: { settings: CalendarSyncSettings }) {
  const source =
    settings.importSource === 'url' ? 'URL (cada hora)' : settings.importSource === 'file' ? 'Archivo' : 'Ninguno';
  return (
    <FormSection aria-labelledby="calendar-status-heading">
      <h3 id="calendar-status-heading">Estado de la importación</h3>
      <Status>
        <dt>Origen</dt>
        <dd>{source}</dd>
        <dt>Última actualización</dt>
        <dd>{settings.lastRefreshedAt ? when(settings.lastRefreshedAt) : 'Nunca'}</dd>
        <dt>Días bloqueados</dt>
        <dd>{settings.importedBlocks.length ? days(settings.importedBlocks) : 'Ninguno'}</dd>
      </Status>
      {settings.skippedForBookings.length > 0 && (
        <p>No se bloquearon porque ya hay reservas: {days(settings.skippedForBookings)}</p>
      )}
      {settings.lastError && (
        <ErrorText role="alert">
          Última actualización fallida: <span lang="en">{settings.lastError}</span>
        </ErrorText>
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
  const sync = useCalendarSync(car.id);
  return (
    <Dialog open onClose={onClose} title={`Sincronizar calendario: ${car.make} ${car.model}`}>
      {sync.isPending ? (
        <p role="status">Cargando…</p>
      ) : sync.error ? (
        <div role="alert">
          <p>No se pudo cargar la sincronización.</p>
          <Button onClick={() => sync.refetch()}>Reintentar</Button>
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

/** The Cars tab's button: opens the car's calendar sync. */
export function CalendarSyncButton({ car }: { car: Car }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button $variant="outline" $size="sm" onClick={() => setOpen(true)}>
        Sincronizar calendario
      </Button>
      {open && <CalendarSyncDialog car={car} onClose={() => setOpen(false)} />}
    </>
  );
}

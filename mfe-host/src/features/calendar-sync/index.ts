export { CalendarSyncButton, CalendarSyncDialog } from './components/CalendarSyncDialog';

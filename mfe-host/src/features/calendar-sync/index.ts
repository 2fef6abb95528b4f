export { CalendarSyncButton } from './components/CalendarSyncDialog';

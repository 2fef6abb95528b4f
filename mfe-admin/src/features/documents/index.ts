export { DocumentsDialog } from './components/DocumentsDialog';

// The cancel dialog (its quote and the contracts' texts for a refusal) as a module of its own, so the dashboard can
// load it when a booking is cancelled, not with the page (issue 28). A dynamic import of the package would take
// the whole package; this one takes only the dialog.
export { CancelBookingDialog } from '@ladrive/marketplace-ui';

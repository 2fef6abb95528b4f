/** The admin module's face: the read-only admin panel and the identity documents' audit trail. */
export { adminRoutes, requireAdmin } from './admin.routes.ts';
export { BookingDocumentView } from './document-view.entity.ts';
export { PlatformRevenueMonth } from './platform-revenue-month.entity.ts';

/** The contact module's face: the contact form's messages, stored and emailed to support and to their sender. */

export { contactRoutes } from './contact.routes.ts';
export { ContactMessage } from './contact-message.entity.ts';

// What the app and other features use of contact: they reach it through here, never its files.
export { contactAdminRoutes } from './contact.admin.routes';
export { createContactInbox } from './contact.admin.service';
export { contactRoutes } from './contact.routes';
export { createContactService } from './contact.service';

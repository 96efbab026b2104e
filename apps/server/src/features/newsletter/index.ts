// What the app and other features use of newsletter: they reach it through here, never its files.
export { newsletterAdminRoutes } from './newsletter.admin.routes';
export { createSubscriberList } from './newsletter.admin.service';
export { newsletterRoutes } from './newsletter.routes';
export { createNewsletterService } from './newsletter.service';

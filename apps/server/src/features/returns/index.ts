// What the app and other features use of returns: they reach it through here, never its files.
export { createReturnPhotos } from './return-photos';
export { returnsAdminRoutes } from './returns.admin.routes';
export { returnRoutes } from './returns.routes';
export { createReturns } from './returns.service';

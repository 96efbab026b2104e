/** Every path of the shop is defined once, in shared, so the server knows them too. */
export { adminPaths, paths } from '@terracraft/shared/routes';
export { COLLECTIONS } from '@terracraft/shared/catalogue/categories';

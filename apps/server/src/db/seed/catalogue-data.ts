// The API tests read the opening catalogue from here; the data itself lives in @terracraft/seed-data.
export { CATALOGUE_PRODUCTS } from '@terracraft/seed-data/catalogue';

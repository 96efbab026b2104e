/**
 * The navigation state with which a product page that found no product sends the shopper home,
 * where ProductUnavailableNotice reads it. A type only: the product page writes the object itself
 * and carries none of the notice's code.
 */
export interface ProductUnavailableState {
  productUnavailable: true;
}

export function cameFromUnavailableProduct(state: unknown): state is ProductUnavailableState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { productUnavailable?: unknown }).productUnavailable === true
  );
}

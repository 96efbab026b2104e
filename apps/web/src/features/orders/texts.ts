export const ORDER_TEXTS = {
  cancelled: 'Order cancelled successfully',
} as const;

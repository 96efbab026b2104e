import { create } from 'zustand';

/** Whether the cart side panel is open; the header's cart icon opens it. */
export const useCartDrawer = create<{ isOpen: boolean; open(): void; close(): void }>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));

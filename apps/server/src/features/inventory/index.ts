// What the app and other features use of inventory: they reach it through here, never its files.
export { createInventory, type Inventory, type StockIn } from './inventory';
export { type StockMovementRow } from './inventory.repository';
export { salesDay } from './sales-day';

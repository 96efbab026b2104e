import {
  ADDRESS_BOOK_LIMIT,
  ADDRESS_TEXTS,
  type AddressBook,
  type SavedAddress,
  type SavedAddressFields,
} from '@terracraft/shared/addresses';
import type { ShippingAddress } from '@terracraft/shared/orders';
import type { Database, Transaction } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import {
  createAddressRepository,
  type AddressRow,
  type AddressValues,
} from './addresses.repository';

function toAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    label: row.label,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    pin: row.pin,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const valuesOf = (
  fields: Omit<SavedAddressFields, 'isDefault' | 'label'> & { label?: string },
): AddressValues => ({
  label: fields.label ?? null,
  firstName: fields.firstName,
  lastName: fields.lastName,
  phone: fields.phone,
  address: fields.address,
  city: fields.city,
  state: fields.state,
  pin: fields.pin,
});

/** The same place and person, whatever the label: checkout does not save it twice. */
const sameAddress = (row: AddressRow, values: AddressValues) =>
  (['firstName', 'lastName', 'phone', 'address', 'city', 'state', 'pin'] as const).every(
    (key) => row[key].trim().toLowerCase() === String(values[key]).trim().toLowerCase(),
  );

/**
 * The shopper's address book: at most ADDRESS_BOOK_LIMIT addresses, exactly one of them the
 * default while there are any. Every change runs with the shopper's row locked, so two requests
 * at once cannot pass the limit or leave two defaults (the unique index would refuse it anyway).
 */
export function createAddressService({
  db,
  checkPlace,
}: {
  db: Database;
  /** Refuses (422, naming the PIN) a PIN that does not exist or is not in the address's state. */
  checkPlace(address: { pin: string; state: string }): Promise<unknown>;
}) {
  async function book(tx: Database | Transaction, userId: string): Promise<AddressBook> {
    const rows = await createAddressRepository(tx).list(userId);
    return { items: rows.map(toAddress), limit: ADDRESS_BOOK_LIMIT };
  }

  async function add(
    tx: Transaction,
    userId: string,
    fields: Omit<SavedAddressFields, 'label'> & { label?: string },
  ) {
    const repository = createAddressRepository(tx);
    const existing = await repository.count(userId);
    if (existing >= ADDRESS_BOOK_LIMIT) throw conflict(ADDRESS_TEXTS.limitReached);
    const isDefault = existing === 0 || fields.isDefault === true;
    if (isDefault) await repository.clearDefault(userId);
    return repository.insert(userId, { ...valuesOf(fields), isDefault });
  }

  /** After the default is deleted, the newest address left takes its place. */
  async function keepADefault(tx: Transaction, userId: string) {
    const repository = createAddressRepository(tx);
    const rows = await repository.list(userId);
    const first = rows[0];
    if (first && !first.isDefault) await repository.update(userId, first.id, { isDefault: true });
  }

  return {
    list: (userId: string) => book(db, userId),

    async create(userId: string, fields: SavedAddressFields): Promise<SavedAddress> {
      await checkPlace(fields);
      return db.transaction(async (tx) => {
        await createAddressRepository(tx).lockShopper(userId);
        return toAddress(await add(tx, userId, fields));
      });
    },

    async update(userId: string, id: string, fields: SavedAddressFields): Promise<SavedAddress> {
      await checkPlace(fields);
      return db.transaction(async (tx) => {
        const repository = createAddressRepository(tx);
        await repository.lockShopper(userId);
        if (!(await repository.find(userId, id))) throw notFound(ADDRESS_TEXTS.notFound);
        // Unticking "default" on the default changes nothing: one address always is.
        if (fields.isDefault) await repository.clearDefault(userId);
        const row = await repository.update(userId, id, {
          ...valuesOf(fields),
          ...(fields.isDefault ? { isDefault: true } : {}),
        });
        return toAddress(row!);
      });
    },

    remove(userId: string, id: string): Promise<AddressBook> {
      return db.transaction(async (tx) => {
        const repository = createAddressRepository(tx);
        await repository.lockShopper(userId);
        const removed = await repository.remove(userId, id);
        if (!removed) throw notFound(ADDRESS_TEXTS.notFound);
        if (removed.isDefault) await keepADefault(tx, userId);
        return book(tx, userId);
      });
    },

    makeDefault(userId: string, id: string): Promise<AddressBook> {
      return db.transaction(async (tx) => {
        const repository = createAddressRepository(tx);
        await repository.lockShopper(userId);
        if (!(await repository.find(userId, id))) throw notFound(ADDRESS_TEXTS.notFound);
        await repository.clearDefault(userId);
        await repository.update(userId, id, { isDefault: true });
        return book(tx, userId);
      });
    },

    /**
     * Checkout's "Save this address to my address book", once the order is placed: an address
     * already in the book is not added twice, and a full book skips it (the order stands; the
     * address book page says why it is full). True when the address was added.
     */
    saveFromCheckout(userId: string, address: ShippingAddress): Promise<boolean> {
      return db.transaction(async (tx) => {
        const repository = createAddressRepository(tx);
        await repository.lockShopper(userId);
        const values = valuesOf(address);
        const rows = await repository.list(userId);
        if (rows.some((row) => sameAddress(row, values))) return false;
        if (rows.length >= ADDRESS_BOOK_LIMIT) return false;
        await add(tx, userId, address);
        return true;
      });
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;

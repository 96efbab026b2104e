import type { SynonymGroup, SynonymGroupList } from '@terracraft/shared/catalogue';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { nextUpdatedAt } from '../../lib/versioned-update';
import type { AuditLog } from '../audit';
import type { StaffUser } from '../../plugins/session';
import type { CatalogueChanges } from './catalogue-cache';
import { createSynonymRepository, type SynonymRow } from './synonyms.repository';

const noSuchGroup = () => notFound('No synonym group has this id.');

const toGroup = (row: SynonymRow): SynonymGroup => ({
  id: row.id,
  terms: row.terms,
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit log keeps of a group: its terms. */
const snapshot = (row: SynonymRow) => ({ terms: row.terms });

/** A term as search matches it: "terra-cotta" and "terra cotta" are one. */
const spelt = (term: string) => term.replace(/-/g, ' ');

/**
 * Search synonyms as staff keep them. A term belongs to one group at most, so that what a word
 * finds is read in one place. Every change drops the catalogue's cache after it commits: the next
 * search uses it, on every server.
 */
export function createSynonymAdmin({
  db,
  audit,
  catalogue,
}: {
  db: Database;
  audit: AuditLog;
  catalogue: CatalogueChanges;
}) {
  /** Refuses terms that another group has (409, naming them). */
  function checkTaken(rows: SynonymRow[], terms: string[], ownId?: string) {
    const wanted = new Set(terms.map(spelt));
    for (const row of rows) {
      if (row.id === ownId) continue;
      const taken = row.terms.filter((term) => wanted.has(spelt(term)));
      if (taken.length > 0) {
        const names = taken.map((term) => `“${term}”`).join(', ');
        throw conflict(
          `${names} ${taken.length === 1 ? 'is' : 'are'} already in the group ${row.terms.join(', ')}. A term belongs to one group: add to that group instead.`,
          { terms: `${names} ${taken.length === 1 ? 'is' : 'are'} in another group` },
        );
      }
    }
  }

  return {
    async list(): Promise<SynonymGroupList> {
      return { items: (await createSynonymRepository(db).list()).map(toGroup) };
    },

    async create(actor: StaffUser, terms: string[]): Promise<SynonymGroup> {
      return db.transaction(async (tx) => {
        const synonyms = createSynonymRepository(tx);
        await synonyms.lock();
        checkTaken(await synonyms.list(), terms);
        const row = await synonyms.insert(terms);
        await audit.record(tx, {
          actor,
          action: 'synonyms.create',
          entityType: 'search-synonyms',
          entityId: row.id,
          before: null,
          after: snapshot(row),
        });
        catalogue.changedIn(tx);
        return toGroup(row);
      });
    },

    async update(actor: StaffUser, id: string, terms: string[]): Promise<SynonymGroup> {
      return db.transaction(async (tx) => {
        const synonyms = createSynonymRepository(tx);
        await synonyms.lock();
        const before = await synonyms.find(id);
        if (!before) throw noSuchGroup();
        checkTaken(await synonyms.list(), terms, id);
        const after = (await synonyms.update(id, terms, nextUpdatedAt(before.updatedAt)))!;
        await audit.record(tx, {
          actor,
          action: 'synonyms.update',
          entityType: 'search-synonyms',
          entityId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
        catalogue.changedIn(tx);
        return toGroup(after);
      });
    },

    async remove(actor: StaffUser, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const synonyms = createSynonymRepository(tx);
        await synonyms.lock();
        const before = await synonyms.remove(id);
        if (!before) throw noSuchGroup();
        await audit.record(tx, {
          actor,
          action: 'synonyms.delete',
          entityType: 'search-synonyms',
          entityId: id,
          before: snapshot(before),
          after: null,
        });
        catalogue.changedIn(tx);
      });
    },
  };
}

export type SynonymAdmin = ReturnType<typeof createSynonymAdmin>;

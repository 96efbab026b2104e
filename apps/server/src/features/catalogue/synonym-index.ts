/** How search reads the synonym groups: which words of a query are (or begin) a synonym's term. */

/** A term as a query's words spell it: hyphens read as spaces, as the query's words are split. */
const spelt = (term: string) => term.replace(/-/g, ' ');

/** A part of a search: one word, or a synonym's phrase of two or three words ("door hanging"). */
interface SearchUnit {
  text: string;
  /** The other terms of its synonym groups; undefined when it is in none. */
  synonyms?: string[];
}

interface SynonymIndex {
  /** The query's words as search looks for them: a synonym's phrase kept together. */
  units(words: string[]): SearchUnit[];
}

export function createSynonymIndex(groups: readonly { terms: readonly string[] }[]): SynonymIndex {
  const others = new Map<string, Set<string>>();
  let longest = 1;
  for (const { terms } of groups) {
    for (const term of terms) {
      const key = spelt(term);
      longest = Math.max(longest, key.split(' ').length);
      const set = others.get(key) ?? new Set<string>();
      for (const other of terms) if (spelt(other) !== key) set.add(other);
      others.set(key, set);
    }
  }
  /** A word's synonyms, or its singular's ("diyas" → "diya") when the plural is not a term. */
  const synonymsOf = (text: string) =>
    others.get(text) ??
    (text.length > 3 && text.endsWith('s') ? others.get(text.slice(0, -1)) : undefined);

  return {
    units(words) {
      const units: SearchUnit[] = [];
      for (let i = 0; i < words.length;) {
        let taken = 1;
        let synonyms: Set<string> | undefined;
        // The longest phrase starting here that is a term, else the word alone.
        for (let size = Math.min(longest, words.length - i); size >= 1; size--) {
          const text = words.slice(i, i + size).join(' ');
          synonyms = size === 1 ? synonymsOf(text) : others.get(text);
          if (synonyms) {
            taken = size;
            break;
          }
        }
        const text = words.slice(i, i + taken).join(' ');
        units.push(synonyms ? { text, synonyms: [...synonyms] } : { text });
        i += taken;
      }
      return units;
    },
  };
}

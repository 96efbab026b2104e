import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { BUSINESS, OFFICE_MAP_URL, SHOP_NAME } from '@terracraft/shared/policy';

const { address } = BUSINESS;
const fullAddress = `${address.line1}, ${address.city}, ${address.state} ${address.pin}`;

const ROAD = { stroke: '#ffffff', strokeLinecap: 'round', fill: 'none' } as const;
const LABEL = { fill: '#70472d', fontSize: 13, fontFamily: 'Poppins, sans-serif' } as const;

/**
 * An illustrated map of central Ranchi with the office marked. It is drawn here rather than
 * embedded from a maps service, so the page loads nothing from other hosts; the link under it
 * opens a real map.
 */
export function OfficeMap() {
  const titleId = useId();
  const descId = useId();
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-clay-100">
      <svg
        viewBox="0 0 640 400"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="block h-auto w-full"
      >
        {/* One string: React's server renderer writes a <title> of several parts as empty. */}
        <title id={titleId}>{`Map of central Ranchi showing the ${SHOP_NAME} office`}</title>
        <desc id={descId}>
          The office is on Main Road, near Albert Ekka Chowk, a short way north of Ranchi Junction
          railway station and east of Ranchi Lake: {fullAddress}.
        </desc>

        <rect width="640" height="400" fill="#f2e8dc" />
        {/* City blocks */}
        <g fill="#eadbc8">
          <rect x="24" y="20" width="150" height="40" rx="10" />
          <rect x="24" y="250" width="140" height="80" rx="10" />
          <rect x="360" y="36" width="120" height="100" rx="10" />
          <rect x="500" y="40" width="116" height="120" rx="10" />
          <rect x="370" y="196" width="110" height="74" rx="10" />
          <rect x="500" y="214" width="116" height="92" rx="10" />
        </g>
        {/* Parks and the lake */}
        <g fill="#4f6f3a" opacity="0.22">
          <rect x="190" y="26" width="120" height="70" rx="14" />
          <rect x="520" y="326" width="100" height="52" rx="14" />
        </g>
        <path
          d="M92 124c26-18 74-16 96 4s18 58-10 72-82 12-98-12-14-46 12-64z"
          fill="#9cc3d5"
          stroke="#7fb0c6"
          strokeWidth="2"
        />

        {/* Roads */}
        <path d="M-10 236c120-8 220-52 330-52s200 40 330 34" {...ROAD} strokeWidth="12" />
        <path d="M338 -10v420" {...ROAD} strokeWidth="18" />
        <path d="M-10 70c110 8 200 30 348 62" {...ROAD} strokeWidth="10" />
        <path d="M338 300c90 10 180 40 312 40" {...ROAD} strokeWidth="10" />
        <path d="M220 410c30-60 70-100 118-110" {...ROAD} strokeWidth="8" />
        <circle cx="338" cy="184" r="22" fill="#ffffff" />
        <circle cx="338" cy="184" r="10" fill="#4f6f3a" opacity="0.35" />
        {/* Railway */}
        <path d="M-10 372h650" stroke="#8b5a36" strokeWidth="3" />
        <path d="M-10 372h650" stroke="#f2e8dc" strokeWidth="1.5" strokeDasharray="8 8" />

        {/* Names */}
        <g {...LABEL}>
          <text x="326" y="292" fontWeight="600" transform="rotate(-90 326 292)">
            Main Road
          </text>
          <text x="520" y="192" fontSize="12" transform="rotate(2 520 192)">
            Circular Road
          </text>
          <text x="40" y="62" fontSize="12" transform="rotate(5 40 62)">
            Kanke Road
          </text>
          <text x="420" y="330" fontSize="12" transform="rotate(6 420 330)">
            Station Road
          </text>
          <text x="108" y="168" fill="#2f5566" fontWeight="600">
            Ranchi Lake
          </text>
          <text x="212" y="66" fill="#2f4a22" fontSize="12">
            Park
          </text>
          <text x="318" y="216" fontSize="12" textAnchor="end">
            Albert Ekka Chowk
          </text>
          <text x="24" y="392" fontSize="12">
            Ranchi Junction
          </text>
        </g>

        {/* The office */}
        <g transform="translate(338 120)">
          <circle
            r="18"
            cy="-26"
            fill="#b5532c"
            opacity="0.25"
            className="origin-center animate-ping [animation-duration:2.4s] [transform-box:fill-box]"
          />
          <path
            d="M0 10c-10-12-18-22-18-32a18 18 0 0 1 36 0c0 10-8 20-18 32z"
            transform="translate(0 -4)"
            fill="#b5532c"
            stroke="#ffffff"
            strokeWidth="2"
          />
          <circle cy="-26" r="6.5" fill="#ffffff" />
          <g transform="translate(24 -52)">
            <rect width="176" height="48" rx="10" fill="#ffffff" stroke="#e4cfb7" />
            <text
              x="14"
              y="21"
              fill="#3d281b"
              fontSize="14"
              fontWeight="600"
              fontFamily="Poppins, sans-serif"
            >
              {SHOP_NAME} office
            </text>
            <text x="14" y="38" fill="#70472d" fontSize="11" fontFamily="Poppins, sans-serif">
              {address.city}, {address.state} {address.pin}
            </text>
          </g>
        </g>
      </svg>
      <figcaption className="flex flex-col gap-2 border-t border-clay-100 px-5 py-4 text-sm text-clay-700 sm:flex-row sm:items-center sm:justify-between">
        <span>
          {fullAddress} <span className="text-clay-600">(map not to scale)</span>
        </span>
        <a
          href={OFFICE_MAP_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center gap-1.5 font-semibold text-terracotta hover:text-clay-800"
        >
          Open in a map
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}

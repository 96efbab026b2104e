import type { BusinessSettings } from '@terracraft/shared/settings';

/**
 * What a mail says, written once as plain data and rendered twice: as its HTML part
 * (content-mail.tsx) and as its plain-text part (mail-text.ts).
 *
 * The blocks are in the order the text part reads. The HTML part lays them out the way a
 * designed mail reads: the paragraphs first, then the items with their totals, the address, the
 * button and the notes.
 */
export interface MailContent {
  /** The line mail apps show beside the subject; the first paragraph when not given. */
  preview?: string;
  heading?: string;
  blocks: MailBlock[];
}

/**
 * Where the two parts deliberately say something differently (a button, or its link written out;
 * a whole totals table, or only its last line), a block may belong to one part only.
 */
interface PartOf {
  only?: 'html' | 'text';
}

export type MailBlock = PartOf &
  (
    | {
        type: 'paragraph';
        lines: string[];
        /** Smaller and muted, after the button in the HTML part. */
        note?: boolean;
        /** Straight on from the paragraph before in the text part, with no blank line between. */
        continues?: boolean;
      }
    | { type: 'items'; title: string; items: MailItem[] }
    | { type: 'totals'; title: string; rows: MailTotal[] }
    | { type: 'address'; title: string; lines: string[] }
    | {
        type: 'action';
        label: string;
        href: string;
        /** The link's words in the text part, where they say more than the button. */
        textLabel?: string;
      }
  );

/** Amounts are in paise; the renderers write them in rupees. */
export interface MailItem {
  quantity: number;
  name: string;
  unitPrice: number;
  lineTotal: number;
}

export interface MailTotal {
  label: string;
  amount: number;
  /** Taken off the amount above it (a coupon). */
  deduction?: boolean;
  /** The amount to pay, in bold. */
  grand?: boolean;
}

/**
 * How a mail written as text signs off, with the business details of the settings; the HTML
 * layout has them at its foot.
 */
export const signatureLines = (business: BusinessSettings) => [
  `Questions? Write to ${business.supportEmail} or call ${business.phone} (${business.phoneHours}).`,
  `— ${business.shopName}`,
];

/** A paragraph of lines kept together. */
export const paragraph = (...lines: string[]): MailBlock => ({ type: 'paragraph', lines });

/** Each text a paragraph of its own: plain text mails, split on their blank lines. */
export const paragraphsOf = (text: string): MailBlock[] =>
  text.split(/\n{2,}/).map((part) => paragraph(...part.split('\n')));

/** The blocks of one part of a mail. */
export const blocksOf = (content: MailContent, part: 'html' | 'text') =>
  content.blocks.filter((block) => block.only === undefined || block.only === part);

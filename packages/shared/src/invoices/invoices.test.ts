import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  apportion,
  creditNoteLines,
  documentNumber,
  financialYearOf,
  gstinProblem,
  invoiceLines,
  numberInWords,
  splitInclusive,
  type InvoiceItem,
} from './index';

describe('GSTIN', () => {
  it('accepts GSTINs whose check character matches', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('20AAGCT4821K1ZH')).toBeNull();
  });

  it('refuses a typing mistake, a bad shape and an unknown state code', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/last character/);
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15-character/);
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/15-character/);
    expect(gstinProblem('27AAPFU0939F0ZV')).toMatch(/15-character/);
    expect(gstinProblem('99AAPFU0939F1ZV')).toMatch(/no state/);
  });
});

describe('amount in words', () => {
  it('writes the Indian system: thousand, lakh, crore', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(15)).toBe('Fifteen');
    expect(numberInWords(101)).toBe('One Hundred One');
    expect(numberInWords(99_999)).toBe('Ninety-Nine Thousand Nine Hundred Ninety-Nine');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(1_00_001)).toBe('One Lakh One');
    expect(numberInWords(99_99_999)).toBe(
      'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
    );
    expect(numberInWords(1_00_00_000)).toBe('One Crore');
    expect(numberInWords(1_23_45_678)).toBe(
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight',
    );
    expect(numberInWords(100_00_00_000)).toBe('One Hundred Crore');
    expect(numberInWords(1_00_000_00_00_000)).toBe('One Lakh Crore');
  });

  it('writes rupees and paise', () => {
    expect(amountInWords(12_345_670)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only',
    );
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(5)).toBe('Five Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(1_00_00_000_00)).toBe('Rupees One Crore Only');
  });
});

describe('tax maths', () => {
  it('splits an inclusive price into taxable value and CGST + SGST halves that add up exactly', () => {
    // ₹1,299 at 5%: 129900 × 100 / 105 = 123714.28… → 123714; tax 6186.
    expect(splitInclusive(129_900, 5, 'intra-state')).toEqual({
      taxable: 123_714,
      cgst: 3093,
      sgst: 3093,
      igst: 0,
    });
    // An odd tax: CGST takes the odd paisa.
    const odd = splitInclusive(10_001, 18, 'intra-state');
    expect(odd.taxable).toBe(8475);
    expect(odd.cgst + odd.sgst).toBe(1526);
    expect(odd.cgst - odd.sgst).toBe(0);
    const odder = splitInclusive(10_000, 18, 'intra-state');
    expect(odder).toEqual({ taxable: 8475, cgst: 763, sgst: 762, igst: 0 });
    expect(odder.taxable + odder.cgst + odder.sgst).toBe(10_000);
  });

  it('charges IGST alone between states', () => {
    expect(splitInclusive(129_900, 5, 'inter-state')).toEqual({
      taxable: 123_714,
      cgst: 0,
      sgst: 0,
      igst: 6186,
    });
  });

  it('rounds half up and leaves nothing out for every amount and rate', () => {
    for (const rate of [0, 3, 5, 12, 18, 28]) {
      for (let amount = 0; amount < 3000; amount += 7) {
        for (const supply of ['intra-state', 'inter-state'] as const) {
          const parts = splitInclusive(amount, rate, supply);
          expect(parts.taxable + parts.cgst + parts.sgst + parts.igst).toBe(amount);
          expect(Math.abs(parts.taxable - (amount * 100) / (100 + rate))).toBeLessThanOrEqual(0.5);
        }
      }
    }
  });

  it('apportions to the paisa, the leftover paise to the largest remainders', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(1000, [3000, 1000])).toEqual([750, 250]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
    const shares = apportion(9_999, [129_900, 45_000, 2_499]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(9_999);
  });

  const items: InvoiceItem[] = [
    {
      position: 0,
      description: 'Bamboo Laundry Basket with Lid',
      hsn: '4602',
      rate: 5,
      unitPrice: 129_900,
      quantity: 2,
      lineTotal: 259_800,
    },
    {
      position: 1,
      description: 'Jute Drum Lamp Shade',
      hsn: '9405',
      rate: 18,
      unitPrice: 89_900,
      quantity: 1,
      lineTotal: 89_900,
    },
  ];

  it('spreads the coupon over the lines and taxes shipping at the principal supply’s rate', () => {
    const { lines, totals } = invoiceLines({
      items,
      discount: 34_970,
      shipping: 5900,
      supply: 'intra-state',
    });
    expect(lines.map((line) => line.discount)).toEqual([25_980, 8990, 0]);
    expect(lines[2]).toMatchObject({
      position: null,
      hsn: '9405',
      rate: 18,
      amount: 5900,
      taxable: 5000,
      cgst: 450,
      sgst: 450,
    });
    expect(totals.total).toBe(259_800 + 89_900 - 34_970 + 5900);
    expect(totals.taxable + totals.cgst + totals.sgst).toBe(totals.total);
    expect(totals.igst).toBe(0);
  });

  it('among equal rates the larger line is the principal supply; no shipping, no line', () => {
    const same = items.map((item) => ({ ...item, rate: 12 }));
    expect(
      invoiceLines({ items: same, discount: 0, shipping: 5900, supply: 'inter-state' }).lines[2],
    ).toMatchObject({ hsn: '4602', rate: 12, igst: 632 });
    expect(
      invoiceLines({ items, discount: 0, shipping: 0, supply: 'inter-state' }).lines,
    ).toHaveLength(2);
  });

  it('credits returned quantities in proportion, and shipping when it is refunded', () => {
    const invoice = invoiceLines({
      items,
      discount: 34_970,
      shipping: 5900,
      supply: 'inter-state',
    }).lines;
    const note = creditNoteLines(invoice, [{ position: 0, quantity: 1 }], false, 'inter-state');
    expect(note.lines).toHaveLength(1);
    expect(note.lines[0]).toMatchObject({ quantity: 1, discount: 12_990, amount: 116_910 });
    expect(note.totals.taxable + note.totals.igst).toBe(116_910);
    const whole = creditNoteLines(
      invoice,
      [
        { position: 0, quantity: 2 },
        { position: 1, quantity: 1 },
      ],
      true,
      'inter-state',
    );
    expect(whole.totals.total).toBe(259_800 + 89_900 - 34_970 + 5900);
  });
});

describe('numbers', () => {
  it('numbers documents by India’s financial year, April to March', () => {
    expect(financialYearOf(new Date('2026-11-24T10:00:00Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
    expect(documentNumber('TC', '26-27', 123)).toBe('TC/26-27/000123');
    expect(documentNumber('TC', '26-27', 123)).toHaveLength(15);
  });
});

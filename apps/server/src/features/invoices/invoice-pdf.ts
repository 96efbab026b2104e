import { resolve } from 'node:path';
import PDFDocument from 'pdfkit';
import { formatLongDate } from '@terracraft/shared/dates';
import { gstStateCode, type TaxLine } from '@terracraft/shared/invoices';
import { formatInr } from '@terracraft/shared/money';
import { SERVER_ROOT } from '../../paths';
import type { TaxDocumentRow } from './invoices.repository';

/** DejaVu Sans (free licence, assets/fonts/LICENSE-DejaVu.txt): it has the rupee sign. */
const FONTS = resolve(SERVER_ROOT, 'assets/fonts');
const REGULAR = resolve(FONTS, 'DejaVuSans.ttf');
const BOLD = resolve(FONTS, 'DejaVuSans-Bold.ttf');

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN; // A4
const INK = '#222222';
const RULE = '#999999';

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  cell(line: TaxLine, index: number): string;
}

const percent = (rate: number) => `${rate % 1 === 0 ? rate : rate.toFixed(1)}%`;

function columnsFor(supply: TaxDocumentRow['supply']): Column[] {
  const first: Column[] = [
    { title: '#', width: 16, cell: (_line, index) => String(index + 1) },
    { title: 'Description', width: 0, cell: (line) => line.description },
    { title: 'HSN', width: 44, cell: (line) => line.hsn },
    { title: 'Qty', width: 24, align: 'right', cell: (line) => String(line.quantity) },
    { title: 'Unit price', width: 54, align: 'right', cell: (line) => formatInr(line.unitPrice) },
    { title: 'Discount', width: 48, align: 'right', cell: (line) => formatInr(line.discount) },
    {
      title: 'Taxable value',
      width: 58,
      align: 'right',
      cell: (line) => formatInr(line.taxable),
    },
  ];
  const taxes: Column[] =
    supply === 'intra-state'
      ? [
          {
            title: 'CGST',
            width: 56,
            align: 'right',
            cell: (line) => `${percent(line.rate / 2)}\n${formatInr(line.cgst)}`,
          },
          {
            title: 'SGST',
            width: 56,
            align: 'right',
            cell: (line) => `${percent(line.rate / 2)}\n${formatInr(line.sgst)}`,
          },
        ]
      : [
          {
            title: 'IGST',
            width: 70,
            align: 'right',
            cell: (line) => `${percent(line.rate)}\n${formatInr(line.igst)}`,
          },
        ];
  const columns = [
    ...first,
    ...taxes,
    {
      title: 'Amount',
      width: 58,
      align: 'right' as const,
      cell: (line: TaxLine) => formatInr(line.amount),
    },
  ];
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  columns[1]!.width = WIDTH - fixed;
  return columns;
}

/**
 * A tax invoice or credit note as a PDF (A4): the seller with GSTIN, the buyer, the place of
 * supply with its state code, number and date, the order, the lines with HSN, quantity, price,
 * taxable value and tax, the totals and the amount in words, the reverse-charge statement and
 * the signature line.
 */
export function renderTaxDocumentPdf(
  document: TaxDocumentRow,
  context: { orderLabel: string; invoice?: { number: string; issuedAt: Date } },
): Promise<Buffer> {
  const isInvoice = document.kind === 'invoice';
  const title = isInvoice ? 'Tax Invoice' : 'Credit Note';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${title} ${document.number}`,
      Author: document.seller.legalName,
      CreationDate: document.issuedAt,
    },
  });
  pdf.registerFont('regular', REGULAR);
  pdf.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolveDone, reject) => {
    pdf.on('end', () => resolveDone(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const { seller, buyer } = document;
  const sellerCode = gstStateCode(seller.address.state) ?? '';
  pdf.fillColor(INK);

  // Heading
  pdf.font('bold').fontSize(16).text(title, MARGIN, MARGIN);
  pdf
    .font('regular')
    .fontSize(8)
    .text(isInvoice ? 'Original for recipient' : 'Issued against a tax invoice', {
      continued: false,
    });

  // Seller (left) and the document's numbers (right)
  const top = pdf.y + 8;
  const half = WIDTH / 2 - 10;
  pdf.font('bold').fontSize(10).text(seller.legalName, MARGIN, top, { width: half });
  pdf
    .font('regular')
    .fontSize(8.5)
    .text(
      [
        seller.address.line1,
        seller.address.line2,
        `${seller.address.city} ${seller.address.pin}`,
        `State: ${seller.address.state} (code ${sellerCode})`,
      ]
        .filter(Boolean)
        .join('\n'),
      { width: half },
    )
    .font('bold')
    .text(`GSTIN: ${seller.gstin}`, { width: half });
  const leftBottom = pdf.y;

  const right = MARGIN + WIDTH / 2 + 10;
  const facts: [string, string][] = [
    [isInvoice ? 'Invoice number' : 'Credit note number', document.number],
    [isInvoice ? 'Invoice date' : 'Credit note date', formatLongDate(document.issuedAt)],
    ['Order number', context.orderLabel],
  ];
  if (context.invoice) {
    facts.push(['Against invoice', context.invoice.number]);
    facts.push(['Invoice date', formatLongDate(context.invoice.issuedAt)]);
  }
  facts.push([
    'Place of supply',
    `${document.placeOfSupply} (state code ${document.placeOfSupplyCode})`,
  ]);
  let y = top;
  for (const [label, value] of facts) {
    pdf.font('regular').fontSize(8.5).text(`${label}:`, right, y, { width: 95 });
    pdf.font('bold').text(value, right + 95, y, { width: WIDTH / 2 - 105 });
    y = pdf.y + 2;
  }
  y = Math.max(leftBottom, y) + 10;

  // Buyer
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  y += 6;
  pdf.font('bold').fontSize(9).text('Billed and shipped to', MARGIN, y);
  pdf
    .font('regular')
    .fontSize(8.5)
    .text(
      [
        buyer.name,
        buyer.address,
        `${buyer.city}, ${buyer.state} ${buyer.pin}`,
        `State code: ${document.placeOfSupplyCode}`,
        // Erased from the documents of a deleted account (decision 0031): the line is left out.
        ...(buyer.phone || buyer.email ? [`Phone: ${buyer.phone}   Email: ${buyer.email}`] : []),
      ].join('\n'),
      { width: WIDTH },
    );
  y = pdf.y + 10;

  // Lines
  const columns = columnsFor(document.supply);
  const row = (cells: string[], font: 'regular' | 'bold') => {
    pdf.font(font).fontSize(7.5);
    let x = MARGIN;
    const heights = cells.map((cell, index) =>
      pdf.heightOfString(cell, { width: columns[index]!.width - 4 }),
    );
    const height = Math.max(...heights) + 6;
    if (y + height > 841.89 - MARGIN - 140) {
      pdf.addPage();
      y = MARGIN;
    }
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      pdf.text(cell, x + 2, y + 3, { width: column.width - 4, align: column.align ?? 'left' });
      x += column.width;
    });
    y += height;
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  };
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  row(
    columns.map((column) => column.title),
    'bold',
  );
  document.lines.forEach((line, index) =>
    row(
      columns.map((column) => column.cell(line, index)),
      'regular',
    ),
  );

  // Totals
  y += 8;
  const totals: [string, number][] = [['Taxable value', document.taxable]];
  if (document.supply === 'intra-state') {
    totals.push(['CGST', document.cgst], ['SGST', document.sgst]);
  } else {
    totals.push(['IGST', document.igst]);
  }
  totals.push([isInvoice ? 'Invoice total' : 'Credit note total', document.total]);
  totals.forEach(([label, amount], index) => {
    const bold = index === totals.length - 1;
    pdf.font(bold ? 'bold' : 'regular').fontSize(bold ? 10 : 9);
    pdf.text(label, MARGIN + WIDTH - 230, y, { width: 130 });
    pdf.text(formatInr(amount), MARGIN + WIDTH - 100, y, { width: 100, align: 'right' });
    y = pdf.y + 3;
  });

  y += 6;
  pdf.font('bold').fontSize(8.5).text('Amount in words: ', MARGIN, y, { continued: true });
  pdf.font('regular').text(document.amountInWords, { width: WIDTH });
  pdf.moveDown(0.6);
  pdf.text('Tax is payable on reverse charge: No');
  pdf.text(
    'Prices include GST. Shipping is charged as part of a composite supply, at the rate of its principal supply.',
  );

  // Signature
  y = pdf.y + 30;
  pdf
    .font('bold')
    .fontSize(9)
    .text(`For ${seller.legalName}`, MARGIN + WIDTH - 220, y, {
      width: 220,
      align: 'right',
    });
  y = pdf.y + 30;
  pdf
    .moveTo(MARGIN + WIDTH - 160, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor(INK)
    .lineWidth(0.7)
    .stroke();
  pdf
    .font('regular')
    .fontSize(8.5)
    .text('Authorised signatory', MARGIN + WIDTH - 160, y + 4, {
      width: 160,
      align: 'right',
    });
  pdf
    .fontSize(7.5)
    .fillColor('#555555')
    .text(`This is a computer-generated ${title.toLowerCase()}.`, MARGIN, pdf.y + 20, {
      width: WIDTH,
      align: 'center',
    });
  pdf.end();
  return done;
}

import { formatInr } from '@terracraft/shared/money';
import { blocksOf, type MailBlock, type MailContent } from './mail-content';

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.lines.join('\n');
    case 'items':
      return [
        `${block.title}:`,
        ...block.items.map(
          (item) =>
            `  ${item.quantity} × ${item.name} (@ ${formatInr(item.unitPrice)} each) — ${formatInr(item.lineTotal)}`,
        ),
      ].join('\n');
    case 'totals':
      return [
        `${block.title}:`,
        ...block.rows.map(
          (row) => `  ${row.label}: ${row.deduction ? '−' : ''}${formatInr(row.amount)}`,
        ),
      ].join('\n');
    case 'address':
      return [`${block.title}:`, ...block.lines.map((line) => `  ${line}`)].join('\n');
    case 'action':
      return `${block.textLabel ?? block.label}: ${block.href}`;
  }
}

/** A mail's plain-text part: its blocks in order, a blank line between them. */
export function mailText(content: MailContent): string {
  return blocksOf(content, 'text')
    .map((block, index) => {
      const text = blockText(block);
      if (index === 0) return text;
      const continues = block.type === 'paragraph' && block.continues;
      return `${continues ? '\n' : '\n\n'}${text}`;
    })
    .join('');
}

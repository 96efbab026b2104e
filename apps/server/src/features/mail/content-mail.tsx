import { Fragment } from 'react';
import { Button, Column, Link, Row, Section, Text } from '@react-email/components';
import { formatInr } from '@terracraft/shared/money';
import type { BusinessSettings } from '@terracraft/shared/settings';
import { MailLayout, mailStyles } from './layout';
import { blocksOf, type MailBlock, type MailContent } from './mail-content';
import { mailText } from './mail-text';
import { renderMail, type RenderedMail } from './render';

const URL_PATTERN = /(https?:\/\/[^\s<>]+)/g;

/** One line of text, its web addresses as links. */
function Line({ line }: { line: string }) {
  return (
    <>
      {line.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} href={part} style={mailStyles.link}>
            {part}
          </Link>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return lines.map((line, at) => (
    <Fragment key={at}>
      {at > 0 ? <br /> : null}
      <Line line={line} />
    </Fragment>
  ));
}

type Block<T extends MailBlock['type']> = Extract<MailBlock, { type: T }>;

const isBlock =
  <T extends MailBlock['type']>(type: T) =>
  (block: MailBlock): block is Block<T> =>
    block.type === type;

/**
 * The HTML part of a mail in the shop's mail layout: the heading, the paragraphs, the items with
 * their totals, where the parcel goes, a button, and the notes.
 */
export function ContentMail({
  business,
  content,
}: {
  business: BusinessSettings;
  content: MailContent;
}) {
  const blocks = blocksOf(content, 'html');
  const paragraphs = blocks.filter(isBlock('paragraph'));
  const said = paragraphs.filter((block) => !block.note);
  const notes = paragraphs.filter((block) => block.note);
  const items = blocks.find(isBlock('items'));
  const totals = blocks.find(isBlock('totals'));
  const address = blocks.find(isBlock('address'));
  const action = blocks.find(isBlock('action'));
  return (
    <MailLayout
      business={business}
      preview={content.preview ?? said[0]?.lines.join(' ') ?? ''}
      heading={content.heading}
    >
      {said.map((block, index) => (
        <Text key={index} style={mailStyles.text}>
          <Lines lines={block.lines} />
        </Text>
      ))}
      {items ? (
        <Section style={{ margin: '8px 0 16px' }}>
          {items.items.map((item, index) => (
            <Row key={index}>
              <Column style={mailStyles.cell}>
                {item.quantity} × {item.name}{' '}
                <span style={{ color: '#6b6259' }}>(@ {formatInr(item.unitPrice)} each)</span>
              </Column>
              <Column style={mailStyles.cellRight}>{formatInr(item.lineTotal)}</Column>
            </Row>
          ))}
          {totals?.rows.map((row, index) => (
            <Row key={`total-${index}`}>
              <Column style={row.grand ? { ...mailStyles.cell, fontWeight: 700 } : mailStyles.cell}>
                {row.label}
              </Column>
              <Column
                style={
                  row.grand ? { ...mailStyles.cellRight, fontWeight: 700 } : mailStyles.cellRight
                }
              >
                {row.deduction ? '−' : ''}
                {formatInr(row.amount)}
              </Column>
            </Row>
          ))}
        </Section>
      ) : null}
      {address ? (
        <Text style={mailStyles.text}>
          <strong>{address.title}</strong>
          {address.lines.map((line, index) => (
            <Fragment key={index}>
              <br />
              {line}
            </Fragment>
          ))}
        </Text>
      ) : null}
      {action ? (
        <Section style={{ margin: '8px 0 16px' }}>
          <Button href={action.href} style={mailStyles.button}>
            {action.label}
          </Button>
        </Section>
      ) : null}
      {notes.map((block, index) => (
        <Text key={index} style={mailStyles.muted}>
          <Lines lines={block.lines} />
        </Text>
      ))}
    </MailLayout>
  );
}

/** A mail's HTML and plain-text parts, both from the one content. */
export function renderContentMail(business: BusinessSettings, content: MailContent): RenderedMail {
  return renderMail(<ContentMail business={business} content={content} />, {
    text: mailText(content),
  });
}

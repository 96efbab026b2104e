import { Fragment } from 'react';
import { Link, Text } from '@react-email/components';
import type { BusinessSettings } from '@terracraft/shared/settings';
import { MailLayout, mailStyles } from './layout';
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

/** A mail written as plain text, laid out in the shop's mail layout paragraph by paragraph. */
export function TextMail({
  business,
  text,
  preview,
}: {
  business: BusinessSettings;
  text: string;
  preview?: string;
}) {
  const paragraphs = text.split(/\n{2,}/).map((paragraph) => paragraph.split('\n'));
  return (
    <MailLayout business={business} preview={preview ?? paragraphs[0]?.join(' ') ?? ''}>
      {paragraphs.map((lines, index) => (
        <Text key={index} style={mailStyles.text}>
          {lines.map((line, at) => (
            <Fragment key={at}>
              {at > 0 ? <br /> : null}
              <Line line={line} />
            </Fragment>
          ))}
        </Text>
      ))}
    </MailLayout>
  );
}

/** A plain-text mail with its HTML part: the text exactly as written, and the same in the layout. */
export function renderTextMail(business: BusinessSettings, text: string): RenderedMail {
  return renderMail(<TextMail business={business} text={text} />, { text });
}

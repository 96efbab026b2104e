import type { BusinessSettings } from '@terracraft/shared/settings';
import { ContentMail } from './content-mail';
import { paragraphsOf } from './mail-content';
import { renderMail, type RenderedMail } from './render';

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
  return <ContentMail business={business} content={{ preview, blocks: paragraphsOf(text) }} />;
}

/** A plain-text mail with its HTML part: the text exactly as written, and the same in the layout. */
export function renderTextMail(business: BusinessSettings, text: string): RenderedMail {
  return renderMail(<TextMail business={business} text={text} />, { text });
}

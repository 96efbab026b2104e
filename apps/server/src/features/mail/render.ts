import type { ReactElement } from 'react';
import { render } from '@react-email/render';

export interface RenderedMail {
  html: string;
  text: string;
}

/**
 * A mail template (a React Email component) as the HTML and plain-text parts of a mail. `text`
 * replaces the plain text derived from the HTML, for mails whose text is written out line by line.
 */
export async function renderMail(
  template: ReactElement,
  options: { text?: string } = {},
): Promise<RenderedMail> {
  const html = await render(template);
  const text =
    options.text ??
    (await render(template, {
      plainText: true,
      htmlToTextOptions: { wordwrap: false },
    }));
  return { html, text };
}

/** The shop's mail: the outbox every feature writes its mails to, its templates' helpers. */
export {
  createOutbox,
  resolveNoAttachment,
  type MailAttachmentRef,
  type MailAttachmentResolver,
  type Outbox,
  type OutgoingMail,
} from './outbox';
export { renderMail, type RenderedMail } from './render';
export { MailLayout, mailStyles } from './layout';
export { renderContentMail } from './content-mail';
export { paragraph, signatureLines, type MailBlock, type MailContent } from './mail-content';
export { TextMail, renderTextMail } from './text-mail';
export {
  createMailWorker,
  MAIL_RETRY_DELAYS_MS,
  MAX_MAIL_ATTEMPTS,
  nextAttemptAt,
  type MailWorker,
} from './mail-worker';
export { registerMail } from './mail.feature';

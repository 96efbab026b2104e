/** The shop's mail: the outbox every feature writes its mails to, its templates' helpers. */
export {
  createOutbox,
  type MailAttachmentResolver,
  type Outbox,
  type OutgoingMail,
} from './outbox';
export { renderMail } from './render';
export { renderContentMail } from './content-mail';
export { paragraph, signatureLines, type MailBlock, type MailContent } from './mail-content';
export { renderTextMail } from './text-mail';
export {
  createMailWorker,
  MAIL_RETRY_DELAYS_MS,
  MAX_MAIL_ATTEMPTS,
  type MailWorker,
} from './mail-worker';
export { registerMail } from './mail.feature';

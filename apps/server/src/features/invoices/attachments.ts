/**
 * The mail outbox's attachment references (CONTRACTS §1), as the tax documents resolve them: a
 * mail names the document, and the file is made when the mail is sent.
 */
export type { MailAttachmentResolver } from '../mail';

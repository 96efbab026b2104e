import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF (a tax invoice), as a reader would copy it. */
export async function pdfText(content: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(content));
  return (await extractText(pdf, { mergePages: true })).text;
}

/**
 * The attachments of the newest mail to `to` whose text mentions `mentions`, from the shop's
 * outbox (DATA_DIR/outbox), waiting up to `timeoutMs` for it.
 */
export async function mailAttachments(
  to: string,
  mentions: string,
  timeoutMs = 10_000,
): Promise<{ filename: string; contentType: string; content: Buffer }[]> {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const name of names) {
      const raw = await readFile(join(outbox, name));
      if (!raw.includes(to)) continue;
      const mail = await simpleParser(raw);
      if (mail.attachments.length > 0 && (mail.text ?? '').includes(mentions)) {
        return mail.attachments.map((file) => ({
          filename: file.filename ?? '',
          contentType: file.contentType,
          content: file.content,
        }));
      }
    }
    if (Date.now() > deadline)
      throw new Error(`No mail to ${to} about ${mentions} with attachments`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

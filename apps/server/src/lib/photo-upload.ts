import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@terracraft/shared/errors';
import { AppError, badRequest } from './errors';

/**
 * Reads a photo upload (multipart/form-data): the one file of the field `file`, at most
 * `maxBytes`, and the text fields named in `fields`. An upload that is not multipart is 415, a file
 * too large 413, an unreadable or empty one 400 naming the field; a file under another name is
 * skipped.
 */
export async function readPhotoUpload<Field extends string>(
  request: FastifyRequest,
  { maxBytes, fields = [] }: { maxBytes: number; fields?: readonly Field[] },
): Promise<{ file: Buffer; fields: Partial<Record<Field, string>> }> {
  if (!request.isMultipart()) {
    const named = [...fields, 'file'].join(' and ');
    throw new AppError(
      415,
      ERROR_CODES.unsupportedMediaType,
      `Send the photo as multipart/form-data with the field${fields.length ? 's' : ''} ${named}.`,
    );
  }
  let file: Buffer | undefined;
  const values: Partial<Record<Field, string>> = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 4096 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        file = await part.toBuffer();
      } else if (typeof part.value === 'string' && fields.includes(part.fieldname as Field)) {
        values[part.fieldname as Field] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const megabytes = Math.round(maxBytes / (1024 * 1024));
      throw new AppError(
        413,
        ERROR_CODES.payloadTooLarge,
        `The photo is larger than ${megabytes} MB.`,
        { file: `must be at most ${megabytes} MB` },
      );
    }
    if (code?.startsWith('FST_')) {
      throw badRequest('The upload could not be read.', { file: 'could not be read' });
    }
    throw error;
  }
  if (!file || file.length === 0) {
    throw badRequest('Choose a photo to upload.', { file: 'choose a JPEG, PNG or WebP photo' });
  }
  return { file, fields: values };
}

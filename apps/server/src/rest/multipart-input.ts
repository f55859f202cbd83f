import type { FastifyRequest } from 'fastify';
import { AppError, type RestFace } from '@direto/api';

type Upload = NonNullable<RestFace['upload']>;

const TOO_MANY_PARTS = 'Envie um único arquivo, no campo file.';

/**
 * The fields of a multipart/form-data body (RestFace.upload): the file part named `upload.field`
 * as base64 text (the input's form, which a JSON client sends too), the other parts as text.
 * A file over `upload.maxBytes` is a 413 with the route's own message.
 */
export async function multipartInput(request: FastifyRequest, upload: Upload): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: upload.maxBytes, files: 1, fields: 20, fieldSize: 1000 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === upload.field) fields[upload.field] = bytes.toString('base64');
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', upload.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('BAD_REQUEST', TOO_MANY_PARTS);
    throw new AppError('BAD_REQUEST', 'Envio do arquivo interrompido ou malformado (multipart/form-data).');
  }
  return fields;
}

/**
 * multipart/form-data uploads (busboy), with hard limits: the file is refused when it is larger than
 * allowed, instead of being read whole into memory.
 */
import Busboy from 'busboy';
import type { NextApiRequest } from 'next';
import { messageRef } from '@/lib/validation/messages';
import { ApiError } from './errors';

export interface UploadedFile {
  field: string;
  fileName: string;
  declaredMime: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export async function readMultipart(
  req: NextApiRequest,
  limits: {
    maxFileBytes: number;
    maxFiles?: number;
    tooLargeField?: string;
    /** A smaller limit for some file fields (a logo of 2 MB beside a PDF of 5 MB); at most maxFileBytes. */
    maxBytesByField?: Record<string, number>;
  },
): Promise<MultipartBody> {
  const type = String(req.headers['content-type'] ?? '');
  if (!type.startsWith('multipart/form-data')) throw new ApiError(415, 'errors.unsupportedMediaType');
  return new Promise((resolve, reject) => {
    let bb: ReturnType<typeof Busboy>;
    try {
      bb = Busboy({
        headers: req.headers,
        limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles ?? 1, fields: 30, fieldSize: 20_000 },
      });
    } catch {
      reject(new ApiError(400, 'errors.badRequest'));
      return;
    }
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let failure: ApiError | null = null;
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      const fieldLimit = Math.min(limits.maxBytesByField?.[field] ?? limits.maxFileBytes, limits.maxFileBytes);
      let size = 0;
      let tooLarge = false;
      const refuse = (maxBytes: number) => {
        if (tooLarge) return;
        tooLarge = true;
        const mb = Math.round(maxBytes / 1024 / 1024);
        failure ??= new ApiError(413, 'errors.fileTooLarge', {
          errors: { [limits.tooLargeField ?? field]: messageRef('errors.fileTooLarge', { mb }) },
          values: { mb },
        });
        chunks.length = 0;
        stream.resume();
      };
      stream.on('data', (chunk: Buffer) => {
        if (tooLarge) return;
        size += chunk.length;
        if (size > fieldLimit) refuse(fieldLimit);
        else chunks.push(chunk);
      });
      stream.on('limit', () => refuse(fieldLimit));
      stream.on('end', () => {
        if (!failure) files.push({ field, fileName: info.filename ?? '', declaredMime: info.mimeType ?? '', data: Buffer.concat(chunks) });
      });
    });
    bb.on('error', () => reject(new ApiError(400, 'errors.badRequest')));
    bb.on('close', () => (failure ? reject(failure) : resolve({ fields, files })));
    req.pipe(bb);
  });
}

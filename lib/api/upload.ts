/**
 * Uploads a form with files and reports progress (fetch cannot report upload progress). Answers and
 * errors have the same shapes as apiFetch's.
 */
import { getDeviceId } from './device-id';
import type { Envelope } from './envelope';
import { ApiClientError } from './errors';

export interface UploadOptions {
  lang?: string;
  onProgress?: (fraction: number) => void;
  timeoutMs?: number;
}

export async function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<Envelope<T>> {
  if (!path.startsWith('/') || path.startsWith('//')) throw new TypeError('uploadForm takes a same-origin path');
  const url = options.lang ? `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(options.lang)}` : path;
  const deviceId = await getDeviceId();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = options.timeoutMs ?? 120_000;
    xhr.setRequestHeader('Accept', 'application/json');
    if (deviceId) xhr.setRequestHeader('DeviceId', deviceId);
    xhr.upload.onprogress = (event) => event.lengthComputable && options.onProgress?.(event.loaded / event.total);
    xhr.onerror = () => reject(new ApiClientError('network', 'No internet connection.'));
    xhr.ontimeout = () => reject(new ApiClientError('timeout', 'The server took too long to answer.'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: handled below
      }
      const envelope = body && typeof body === 'object' && 'success' in body ? (body as Envelope<T>) : undefined;
      if (xhr.status >= 200 && xhr.status < 300 && envelope) return resolve(envelope);
      const kind = xhr.status >= 400 && xhr.status < 500 ? 'bad-request' : 'bad-response';
      reject(new ApiClientError(kind, `Request failed (${xhr.status}).`, { status: xhr.status, envelope }));
    };
    xhr.send(form);
  });
}

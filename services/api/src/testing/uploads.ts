/** What the browser does with a listing photo's upload target (POST /api/car-images/upload). */
import type { CarImageUploadTarget } from '@ladrive/contracts';

/** POSTs the policy's fields and the file as a form to the store, as Uppy does. */
export function postToTarget(
  target: CarImageUploadTarget,
  bytes: Buffer,
  contentType = 'image/jpeg',
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.set(name, value);
  // the store reads every field after the file as nothing: it goes last
  form.set('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'photo');
  return fetch(target.url, { method: 'POST', body: form });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { PHOTO_MAX_BYTES, type AdminProduct, type ProductPhoto } from '@terracraft/shared/products';
import { endpointPath } from '@terracraft/shared/api';
import { SmartImage } from '../../components/smart-image';
import { api, ApiError } from '../../lib/api-client';
import { ActionError } from '../components/action-error';
import { Panel } from '../components/console-page';
import { adminKeys } from '../query-keys';

/** Sends one photo with its alt text, reporting the share of it sent so far. */
function uploadPhoto(
  slug: string,
  file: File,
  alt: string,
  onProgress: (share: number) => void,
): Promise<{ photos: ProductPhoto[] }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpointPath('admin.products.uploadPhoto', { slug }));
    request.responseType = 'json';
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as
        | { photos: ProductPhoto[] }
        | { error?: { code: string; message: string; fields?: Record<string, string> } }
        | null;
      if (request.status >= 200 && request.status < 300 && body && 'photos' in body) {
        resolve(body);
      } else {
        const error = body && 'error' in body ? body.error : undefined;
        reject(
          new ApiError(
            request.status,
            error?.code ?? 'HTTP_ERROR',
            error?.message ?? `The shop answered ${request.status}. Please try again.`,
            error?.fields,
          ),
        );
      }
    };
    request.onerror = () =>
      reject(new ApiError(0, 'NETWORK_ERROR', 'Could not reach the shop. Please try again.'));
    const form = new FormData();
    form.append('alt', alt);
    form.append('file', file);
    request.send(form);
  });
}

/** The product's photos: the first is its main image, shown instead of its drawn image. */
export function PhotosPanel({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient();
  const fileId = useId();
  const altId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState(0);
  /** A new file box after each upload, so the one sent is no longer shown as chosen. */
  const [fileBox, setFileBox] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.area('products') });

  const upload = useMutation({
    mutationFn: () => uploadPhoto(product.slug, file!, alt.trim(), setProgress),
    onSuccess: async () => {
      toast.success('Photo added.');
      setFile(null);
      setFileBox((box) => box + 1);
      setAlt('');
      setProgress(0);
      await refresh();
    },
  });
  const change = useMutation({
    mutationFn: (
      action:
        | { kind: 'order'; ids: string[] }
        | { kind: 'remove'; id: string }
        | { kind: 'alt'; id: string; alt: string },
    ) =>
      action.kind === 'order'
        ? api('admin.products.reorderPhotos', {
            params: { slug: product.slug },
            body: { ids: action.ids },
          })
        : action.kind === 'remove'
          ? api('admin.products.removePhoto', {
              params: { slug: product.slug, photoId: action.id },
            })
          : api('admin.products.updatePhoto', {
              params: { slug: product.slug, photoId: action.id },
              body: { alt: action.alt },
            }),
    onSuccess: () => refresh(),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('Choose a JPEG, PNG or WebP photo.');
    if (file.size > PHOTO_MAX_BYTES) return setProblem('The photo is larger than 10 MB.');
    if (!alt.trim()) return setProblem('Describe the photo for people who cannot see it.');
    setProblem(null);
    upload.mutate();
  };

  const photos = product.photos;
  const move = (index: number, by: -1 | 1) => {
    const ids = photos.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    change.mutate({ kind: 'order', ids });
  };

  return (
    <Panel title="Photos">
      {photos.length === 0 ? (
        <p className="mb-4 text-sm text-clay-700">
          No photos yet: the shop shows the product’s drawn image.
        </p>
      ) : (
        <ol className="mb-4 space-y-3" aria-label="Photos">
          {photos.map((photo, index) => (
            <li key={photo.id} className="flex items-start gap-3">
              <SmartImage
                src={photo.base}
                kind="product"
                alt={photo.alt}
                width={72}
                height={72}
                sizes="72px"
                className="size-18 shrink-0 rounded-lg object-cover"
              />
              <div className="min-w-0 flex-1">
                <AltEditor
                  photo={photo}
                  onSave={(text) => change.mutate({ kind: 'alt', id: photo.id, alt: text })}
                />
                {index === 0 ? <p className="mt-1 text-xs text-clay-600">Main image</p> : null}
              </div>
              <div className="flex flex-col gap-1">
                <button
                  type="button"
                  aria-label={`Move “${photo.alt}” up`}
                  disabled={index === 0 || change.isPending}
                  onClick={() => move(index, -1)}
                  className="rounded p-1 hover:bg-clay-100 disabled:opacity-40"
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  aria-label={`Move “${photo.alt}” down`}
                  disabled={index === photos.length - 1 || change.isPending}
                  onClick={() => move(index, 1)}
                  className="rounded p-1 hover:bg-clay-100 disabled:opacity-40"
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  aria-label={`Remove “${photo.alt}”`}
                  disabled={change.isPending}
                  onClick={() => change.mutate({ kind: 'remove', id: photo.id })}
                  className="rounded p-1 text-red-700 hover:bg-red-50"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {change.error ? <ActionError error={change.error} className="mb-3" /> : null}
      <form onSubmit={submit} aria-label="Upload a photo" className="space-y-3">
        <div>
          <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-clay-800">
            Photo (JPEG, PNG or WebP, up to 10 MB)
          </label>
          <input
            key={fileBox}
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="block w-full text-sm"
          />
        </div>
        <div>
          <label htmlFor={altId} className="mb-1 block text-sm font-medium text-clay-800">
            Alt text <span aria-hidden="true">*</span>
          </label>
          <input
            id={altId}
            value={alt}
            maxLength={200}
            onChange={(event) => setAlt(event.target.value)}
            placeholder="What the photo shows"
            className="field"
          />
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        {upload.error ? <ActionError error={upload.error} /> : null}
        {upload.isPending ? (
          <progress value={progress} max={1} aria-label="Uploading the photo" className="w-full" />
        ) : null}
        <button type="submit" disabled={upload.isPending} className="btn-primary px-5 py-2">
          {upload.isPending ? 'Uploading…' : 'Upload photo'}
        </button>
      </form>
    </Panel>
  );
}

function AltEditor({ photo, onSave }: { photo: ProductPhoto; onSave(alt: string): void }) {
  const [text, setText] = useState(photo.alt);
  const id = useId();
  return (
    <div className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        Alt text
      </label>
      <input
        id={id}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        className="field py-1 text-sm"
      />
      {text.trim() !== photo.alt && text.trim() !== '' ? (
        <button type="button" onClick={() => onSave(text.trim())} className="btn-outline px-3 py-1">
          Save
        </button>
      ) : null}
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadProductPhoto, type UploadOutcome } from '../api/upload-photo';

/** The photo types the console offers and the server takes (docs/product.md#catalog-console). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

export type UploadFailure = Extract<UploadOutcome, { ok: false }>;

/** A photo picked but not yet on the product: waiting, uploading, or refused. */
export type PendingPhoto = {
  key: string;
  name: string;
  /** The picked file shown from the phone's own memory while it uploads; null where unsupported. */
  previewUrl: string | null;
  state: 'queued' | 'uploading' | 'failed';
  failure: UploadFailure | null;
  /** False for a file refused before sending: it would be refused again. */
  canRetry: boolean;
};

/**
 * What the phone can tell before sending: an iPhone's HEIC, or a file that is no picture at all.
 * A file without a type (some Android pickers) goes to the server, which reads its bytes.
 */
function refusedHere(file: File): UploadFailure | null {
  const type = file.type.toLowerCase();
  const isHeic = /^image\/hei[cf]/.test(type) || /\.hei[cf]$/i.test(file.name);
  if (isHeic) return { ok: false, code: 'photoHeic', status: 415, message: '' };
  if (type && !(PHOTO_TYPES as readonly string[]).includes(type))
    return { ok: false, code: 'photoType', status: 415, message: '' };
  return null;
}

function previewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function release(url: string | null): void {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

let serial = 0;

/**
 * Uploads picked photos one after another, in the order picked: the server decodes one photo at
 * a time, and on a phone's link one upload at a time finishes the first photo soonest. Each photo
 * reports its own outcome; an uploaded one is handed to `onUploaded` and leaves the list.
 */
export function usePhotoUploads(onUploaded: (guid: string) => void) {
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const files = useRef(new Map<string, File>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const isMounted = useRef(true);
  const onUploadedRef = useRef(onUploaded);
  const pendingRef = useRef(pending);

  useEffect(() => {
    onUploadedRef.current = onUploaded;
    pendingRef.current = pending;
  });

  useEffect(() => {
    isMounted.current = true;
    const picked = files.current;
    return () => {
      isMounted.current = false;
      for (const photo of pendingRef.current) release(photo.previewUrl);
      picked.clear();
    };
  }, []);

  const update = useCallback((key: string, change: Partial<PendingPhoto>) => {
    setPending((list) =>
      list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)),
    );
  }, []);

  const upload = useCallback(
    async (key: string) => {
      const file = files.current.get(key);
      if (!file || !isMounted.current) return;
      update(key, { state: 'uploading', failure: null });
      const outcome = await uploadProductPhoto(file);
      if (!isMounted.current || !files.current.has(key)) return;
      if (outcome.ok) {
        files.current.delete(key);
        setPending((list) => {
          release(list.find((photo) => photo.key === key)?.previewUrl ?? null);
          return list.filter((photo) => photo.key !== key);
        });
        onUploadedRef.current(outcome.photo.guid);
      } else {
        update(key, { state: 'failed', failure: outcome });
      }
    },
    [update],
  );

  const enqueue = useCallback(
    (key: string) => {
      queue.current = queue.current.then(() => upload(key));
    },
    [upload],
  );

  /** Takes picked files: refused ones show why at once, the rest wait their turn. */
  const add = useCallback(
    (picked: readonly File[]) => {
      const added: PendingPhoto[] = picked.map((file) => {
        serial += 1;
        const key = `photo-${serial}`;
        files.current.set(key, file);
        const failure = refusedHere(file);
        return {
          key,
          name: file.name,
          previewUrl: failure ? null : previewOf(file),
          state: failure ? 'failed' : 'queued',
          failure,
          canRetry: !failure,
        };
      });
      setPending((list) => [...list, ...added]);
      for (const photo of added) if (photo.state === 'queued') enqueue(photo.key);
    },
    [enqueue],
  );

  const retry = useCallback(
    (key: string) => {
      const photo = pendingRef.current.find((candidate) => candidate.key === key);
      if (!photo?.canRetry) return;
      update(key, { state: 'queued', failure: null });
      enqueue(key);
    },
    [enqueue, update],
  );

  const discard = useCallback((key: string) => {
    files.current.delete(key);
    setPending((list) => {
      release(list.find((photo) => photo.key === key)?.previewUrl ?? null);
      return list.filter((photo) => photo.key !== key);
    });
  }, []);

  return {
    pending,
    add,
    retry,
    discard,
    /** Photos still to arrive: a save now would leave them out. */
    isUploading: pending.some((photo) => photo.state !== 'failed'),
    hasFailed: pending.some((photo) => photo.state === 'failed'),
  };
}

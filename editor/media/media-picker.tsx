/** The media library dialog (media-library.tsx), loaded when it first opens: its own chunk (scripts/budget.mjs EDITOR_ON_DEMAND). */
import { lazy, Suspense } from 'react';
import type { MediaLibraryProps } from './media-library';

const MediaLibrary = lazy(async () => ({ default: (await import('./media-library')).MediaLibrary }));

export function MediaPicker(p: MediaLibraryProps) {
  return (
    <Suspense fallback={null}>
      <MediaLibrary {...p} />
    </Suspense>
  );
}

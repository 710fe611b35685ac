import type hotToast from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';

/**
 * The toasts pages raise (docs/product.md#toasts), through react-hot-toast loaded on first use.
 * A page that imported the library itself would carry it, and one more file, on the way to its
 * hydration, where no toast is ever needed (docs/architecture.md#first-screen). The toaster that
 * shows them loads the same library after the first paint (app/providers.tsx), so by the time a
 * shopper taps, the import below is already done and the toast shows at once; a toast raised
 * sooner waits for it in the library's store, as the toaster's own note says.
 */
type ToastLibrary = typeof hotToast;

let library: Promise<ToastLibrary> | undefined;

function withLibrary(show: (toast: ToastLibrary) => void): void {
  library ??= import('react-hot-toast').then((module) => module.default);
  library.then(show).catch((error: unknown) => {
    // The chunk could not be fetched (offline): the next toast tries again.
    library = undefined;
    console.error('toast could not be shown', error);
  });
}

export const toast = Object.assign(
  (message: string, options?: ToastOptions) => withLibrary((t) => t(message, options)),
  {
    success: (message: string, options?: ToastOptions) =>
      withLibrary((t) => t.success(message, options)),
    error: (message: string, options?: ToastOptions) =>
      withLibrary((t) => t.error(message, options)),
  },
);

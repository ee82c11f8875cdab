'use client';

import { ToastProvider } from './Toasts';
import { ConfirmProvider } from './ConfirmDialog';

/** Client-side providers every page shares: toasts and the confirm dialog. */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ToastProvider>
      <ConfirmProvider>{children}</ConfirmProvider>
    </ToastProvider>
  );
}

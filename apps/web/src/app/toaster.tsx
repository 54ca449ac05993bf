import { Toaster } from 'react-hot-toast';

/**
 * Where toasts appear: top right, errors in red; 5 s unless a screen says otherwise (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps).
 * They start below the header, so that they never cover its title, menu or wallet (the new-player walk of ADR 006).
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: 'calc(var(--header-height) + var(--space-2))' }}
      toastOptions={{
        duration: 5000,
        style: { maxWidth: 360, fontWeight: 600 },
        error: {
          style: { background: 'var(--color-danger)', color: 'var(--color-brand-contrast)' },
          iconTheme: { primary: 'var(--color-brand-contrast)', secondary: 'var(--color-danger)' },
        },
        success: {
          style: { background: 'var(--color-success)', color: 'var(--color-brand-contrast)' },
          iconTheme: { primary: 'var(--color-brand-contrast)', secondary: 'var(--color-success)' },
        },
      }}
    />
  );
}

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
          style: { background: '#c62828', color: '#ffffff' },
          iconTheme: { primary: '#ffffff', secondary: '#c62828' },
        },
        success: {
          style: { background: '#1b7f3b', color: '#ffffff' },
          iconTheme: { primary: '#ffffff', secondary: '#1b7f3b' },
        },
      }}
    />
  );
}

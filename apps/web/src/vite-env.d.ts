/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_APP_KEY?: string;
  readonly VITE_APP_NAME?: string;
  readonly VITE_SUPPORT_NUMBER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

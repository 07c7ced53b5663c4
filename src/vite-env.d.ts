/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' starts the in-browser mock backend (MSW) before the app renders */
  readonly VITE_API_MOCKING?: string;
  /** origin of the real backend; empty means same origin */
  readonly VITE_API_BASE_URL?: string;
  /** 'on' loads Google Tag Manager and the Facebook Pixel for properties that configure them */
  readonly VITE_ANALYTICS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' starts the in-browser mock backend (MSW) before the app renders */
  readonly VITE_API_MOCKING?: string;
  /** origin of the real backend; empty means same origin */
  readonly VITE_API_BASE_URL?: string;
  /** 'on' loads Google Tag Manager and the Facebook Pixel for properties that configure them */
  readonly VITE_ANALYTICS?: string;
  /** the card provider's hosted fields (an origin, or its page's URL); unset: the mock provider where mocking */
  readonly VITE_PAYMENT_FRAME_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

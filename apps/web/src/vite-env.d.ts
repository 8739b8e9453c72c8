/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** A hash of the contract's sources (vite.config.ts): the persisted query cache's version. */
declare const __CONTRACT_VERSION__: string;

interface ImportMetaEnv {
  /** Origin of the media CDN; defaults to the API's own `/media`. */
  readonly VITE_MEDIA_CDN_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

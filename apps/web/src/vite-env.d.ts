/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the media CDN; defaults to the API's own `/media`. */
  readonly VITE_MEDIA_CDN_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

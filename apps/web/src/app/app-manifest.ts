import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest, one per language (a manifest has no translations): the build writes
 * `manifest.webmanifest` in English and `manifest.bn.webmanifest` in Bangla, and the page links the
 * one of the merchant's language (src/app/main.tsx), which the phone shows under the app's icon.
 */
const shared = {
  id: '/merchant/home',
  start_url: '/merchant/home',
  scope: '/',
  display: 'standalone',
  theme_color: '#1d5fd6',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
} satisfies Partial<ManifestOptions>;

export const appManifest = {
  en: {
    ...shared,
    lang: 'en',
    name: 'Merchant Panel',
    short_name: 'Merchant',
    description: 'Orders, products, payments and bills of your shop',
  },
  bn: {
    ...shared,
    lang: 'bn',
    name: 'মার্চেন্ট প্যানেল',
    short_name: 'মার্চেন্ট',
    description: 'আপনার দোকানের অর্ডার, পণ্য, পেমেন্ট ও বিল',
  },
} satisfies Record<'en' | 'bn', Partial<ManifestOptions>>;

export const MANIFEST_FILE = { en: 'manifest.webmanifest', bn: 'manifest.bn.webmanifest' } as const;

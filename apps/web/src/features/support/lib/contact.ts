/** How merchants reach the marketplace's merchant support. */
export const SUPPORT_CONTACT = {
  hotline: '16745',
  /** From abroad or a line that cannot dial short codes. */
  phone: '+880 9612 016745',
  email: 'support@marketplace.example',
} as const;

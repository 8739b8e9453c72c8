import type { Merchant } from '@mp/contract/cms/merchants';

export function merchantFixture(overrides: Partial<Merchant> = {}): Merchant {
  return {
    id: 1,
    name: 'Dhaka Fashion',
    logo: 'https://media.marketplace.example/merchants/dhaka-fashion.svg',
    phone: null,
    email: null,
    address: 'House 12',
    streetAddress: 'Road 5',
    area: 'Dhanmondi',
    division: 'Dhaka',
    subDistrict: null,
    district: 'Dhaka',
    upazilla: '',
    city: 'Dhaka',
    postalCode: '1205',
    codPaymentPreference: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

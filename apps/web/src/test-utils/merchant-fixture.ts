import type { MyMerchant } from '@mp/contract/cms/merchants';
import { memberAccess, toMemberAccessAnswer } from '@mp/contract/ums/permissions';

/** One of the signed-in person's merchants, theirs as its owner unless the test says otherwise. */
export function merchantFixture(overrides: Partial<MyMerchant> = {}): MyMerchant {
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
    access: toMemberAccessAnswer(memberAccess('owner')),
    ...overrides,
  };
}

import type { CodPaymentPreference } from '@mp/contract/cms/merchants';

/** The demo logins the README names; tests and screenshots rely on them staying as they are. */
export const DEMO_USER = {
  name: 'Rahim Uddin',
  phone: '01700000001',
  email: 'demo@merchant.test',
  password: 'Demo@1234',
};
export const OTHER_USER = {
  name: 'Karim Hossain',
  phone: '01700000002',
  email: 'other@merchant.test',
  password: 'Other@1234',
};

type DemoMerchant = {
  name: string;
  logo: string;
  phone: string;
  email: string;
  address: string;
  streetAddress: string | null;
  area: string;
  division: string;
  subDistrict: string | null;
  district: string;
  upazilla: string | null;
  city: string;
  postalCode: string;
  codPaymentPreference: CodPaymentPreference | null;
  diamondPoints: number;
};

const bkash: CodPaymentPreference = {
  method: 'bkash',
  accountNumber: '01711000001',
  accountName: 'Rahim Uddin',
};

export const DEMO_MERCHANTS: DemoMerchant[] = [
  {
    name: 'Dhaka Fashion House',
    logo: 'https://media.marketplace.example/merchants/dhaka-fashion.svg',
    phone: '01711000001',
    email: 'fashion@merchant.test',
    address: 'House 12, Road 5',
    streetAddress: 'Dhanmondi R/A',
    area: 'Dhanmondi',
    division: 'Dhaka',
    subDistrict: null,
    district: 'Dhaka',
    upazilla: null,
    city: 'Dhaka',
    postalCode: '1209',
    codPaymentPreference: bkash,
    diamondPoints: 1250,
  },
  {
    name: 'Chattogram Electronics',
    logo: 'https://media.marketplace.example/merchants/ctg-electronics.svg',
    phone: '01811000002',
    email: 'electronics@merchant.test',
    address: 'Shop 45, Level 3',
    streetAddress: 'CDA Avenue',
    area: 'GEC Circle',
    division: 'Chattogram',
    subDistrict: 'Panchlaish',
    district: 'Chattogram',
    upazilla: null,
    city: 'Chattogram',
    postalCode: '4000',
    codPaymentPreference: {
      method: 'bank',
      accountName: 'Chattogram Electronics',
      accountNumber: '1234567890123',
      bankName: 'Dutch-Bangla Bank',
      branchName: 'Agrabad',
      routingNumber: '090150243',
    },
    diamondPoints: 430,
  },
  {
    name: 'Sylhet Tea Corner',
    logo: 'https://media.marketplace.example/merchants/sylhet-tea.svg',
    phone: '01911000003',
    email: 'tea@merchant.test',
    address: 'Zindabazar',
    streetAddress: null,
    area: 'Zindabazar',
    division: 'Sylhet',
    subDistrict: 'Sylhet Sadar',
    district: 'Sylhet',
    upazilla: 'Sylhet Sadar',
    city: 'Sylhet',
    postalCode: '3100',
    codPaymentPreference: null,
    diamondPoints: 0,
  },
];

export const OTHER_MERCHANTS: DemoMerchant[] = [
  {
    name: 'Rajshahi Mango Traders',
    logo: 'https://media.marketplace.example/merchants/rajshahi-mango.svg',
    phone: '01611000004',
    email: 'mango@merchant.test',
    address: 'Shaheb Bazar',
    streetAddress: 'Station Road',
    area: 'Boalia',
    division: 'Rajshahi',
    subDistrict: null,
    district: 'Rajshahi',
    upazilla: 'Boalia',
    city: 'Rajshahi',
    postalCode: '6100',
    codPaymentPreference: {
      method: 'nagad',
      accountNumber: '01611000004',
      accountName: 'Karim Hossain',
    },
    diamondPoints: 75,
  },
];

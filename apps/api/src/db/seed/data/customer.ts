export interface DemoAddressSeed {
  /** Recipient name on the label. */
  name: string;
  /** House, building and room. */
  address: string;
  street: string;
  /** Township key from townships.ts; null outside Myanmar. */
  townshipKey: string | null;
  /** Region key from regions.ts (the country). */
  regionKey: string;
  primaryPhone: string;
  otherPhones: string;
  email: string;
  comment: string;
}

export interface DemoCustomerSeed {
  username: string;
  password: string;
  name: string;
  phone: string;
  email: string;
  /** The first saved address: downtown Yangon, so every shop can ship to it. */
  address: DemoAddressSeed;
  /**
   * More saved addresses. The first lies outside downtown Yangon, where the restricted shop
   * cannot ship, so the 'Unavailable for shipping.' path of checkout can be shown.
   */
  otherAddresses: DemoAddressSeed[];
}

export const DEMO_CUSTOMER: DemoCustomerSeed = {
  username: 'demo',
  password: 'demo-pass-2024',
  name: 'Aung Aung',
  phone: '09765432100',
  email: 'demo@example.com',
  address: {
    name: 'Aung Aung',
    address: 'No. 35, Room 4B, Thiri Yadanar Housing',
    street: 'Hledan Road',
    townshipKey: 'yangon-kamayut',
    regionKey: 'myanmar',
    primaryPhone: '09765432100',
    otherPhones: '09420987650',
    email: 'demo@example.com',
    comment: 'Please call when you reach the gate.',
  },
  otherAddresses: [
    {
      name: 'Aung Aung (office)',
      address: 'Building 7, Factory Zone 2',
      street: 'Industrial Zone Road',
      townshipKey: 'yangon-hlaingthaya',
      regionKey: 'myanmar',
      primaryPhone: '09765432100',
      otherPhones: '',
      email: 'demo@example.com',
      comment: 'Office hours 9 am to 5 pm, Monday to Saturday.',
    },
    {
      name: 'Daw Khin Khin (mother)',
      address: 'No. 12, 62nd Street, between 30th and 31st Street',
      street: '62nd Street',
      townshipKey: 'mandalay-chanmyathazi',
      regionKey: 'myanmar',
      primaryPhone: '09402123987',
      otherPhones: '',
      email: 'demo@example.com',
      comment: 'ဖုန်းဆက်ပြီးမှ လာပို့ပေးပါ။',
    },
  ],
};

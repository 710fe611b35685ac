export interface PaymentAccountSeed {
  /** Account holder shown to the shopper on the payment step. */
  paymentName: string;
  /** The wallet's phone number, which is its account number. */
  paymentPhone: string;
}

export interface PaymentMethodSeed {
  key: string;
  /** Display name, also the logo text. */
  paymentType: string;
  /** Brand-like colour for the drawn logo tile. */
  colour: string;
  accounts: PaymentAccountSeed[];
}

export const PAYMENT_METHODS: PaymentMethodSeed[] = [
  {
    key: 'kbzpay',
    paymentType: 'KBZPay',
    colour: '#0D5CAB',
    accounts: [
      { paymentName: 'Kyaw Min Htet', paymentPhone: '09250123456' },
      { paymentName: 'Thida Win', paymentPhone: '09976543210' },
    ],
  },
  {
    key: 'wavepay',
    paymentType: 'WavePay',
    colour: '#FFD200',
    accounts: [{ paymentName: 'Zaw Lin Oo', paymentPhone: '09795551234' }],
  },
  {
    key: 'ayapay',
    paymentType: 'AYA Pay',
    colour: '#C8102E',
    accounts: [
      { paymentName: 'Hnin Ei Phyu', paymentPhone: '09420011223' },
      { paymentName: 'Aung Naing Soe', paymentPhone: '09965011223' },
    ],
  },
  {
    key: 'cbpay',
    paymentType: 'CB Pay',
    colour: '#00857C',
    accounts: [{ paymentName: 'Min Khant', paymentPhone: '09450099887' }],
  },
];

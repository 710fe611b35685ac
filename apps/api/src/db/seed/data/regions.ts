/**
 * A flag drawn from simple parts. Coordinates are fractions of the flag's width (x) and
 * height (y); radii are fractions of the height. Approximations only: 64×48 thumbnails.
 */
export type FlagEmblem =
  | {
      kind: 'star';
      cx: number;
      cy: number;
      r: number;
      colour: string;
      points?: number;
      rotate?: number;
    }
  | { kind: 'disc'; cx: number; cy: number; r: number; colour: string }
  | { kind: 'ring'; cx: number; cy: number; r: number; colour: string; width: number }
  /** A disc of `colour` with a disc of `cutColour` laid over it, shifted by `dx` (a crescent). */
  | {
      kind: 'crescent';
      cx: number;
      cy: number;
      r: number;
      colour: string;
      cutColour: string;
      dx: number;
    };

export interface FlagSpec {
  /** Equal stripes, top to bottom (or left to right when vertical). */
  stripes: string[];
  direction: 'horizontal' | 'vertical';
  /** A rectangle in the top-left corner, as fractions of width and height. */
  canton?: {
    colour: string;
    width: number;
    height: number;
    dots?: { rows: number; cols: number; colour: string };
  };
  emblems: FlagEmblem[];
}

export interface RegionSeed {
  key: string;
  name: string;
  nameMm: string;
  currencyCode: string;
  /** MMK per one unit of the currency (docs/product.md#currency-conversion); 1 for MMK. Demo figures near the 2024 market rate. */
  rate: number;
  flag: FlagSpec;
}

export const REGIONS: RegionSeed[] = [
  {
    key: 'myanmar',
    name: 'Myanmar',
    nameMm: 'မြန်မာ',
    currencyCode: 'MMK',
    rate: 1,
    flag: {
      stripes: ['#FECB00', '#34B233', '#EA2839'],
      direction: 'horizontal',
      emblems: [{ kind: 'star', cx: 0.5, cy: 0.54, r: 0.45, colour: '#FFFFFF' }],
    },
  },
  {
    key: 'thailand',
    name: 'Thailand',
    nameMm: 'ထိုင်း',
    currencyCode: 'THB',
    rate: 120,
    flag: {
      // The blue band is twice as tall as the others: six equal stripes, blue twice.
      stripes: ['#A51931', '#F4F5F8', '#2D2A4A', '#2D2A4A', '#F4F5F8', '#A51931'],
      direction: 'horizontal',
      emblems: [],
    },
  },
  {
    key: 'singapore',
    name: 'Singapore',
    nameMm: 'စင်ကာပူ',
    currencyCode: 'SGD',
    rate: 3300,
    flag: {
      stripes: ['#EF3340', '#FFFFFF'],
      direction: 'horizontal',
      emblems: [
        {
          kind: 'crescent',
          cx: 0.2,
          cy: 0.25,
          r: 0.17,
          colour: '#FFFFFF',
          cutColour: '#EF3340',
          dx: 0.05,
        },
        { kind: 'star', cx: 0.3, cy: 0.13, r: 0.045, colour: '#FFFFFF' },
        { kind: 'star', cx: 0.26, cy: 0.24, r: 0.045, colour: '#FFFFFF' },
        { kind: 'star', cx: 0.34, cy: 0.24, r: 0.045, colour: '#FFFFFF' },
        { kind: 'star', cx: 0.275, cy: 0.35, r: 0.045, colour: '#FFFFFF' },
        { kind: 'star', cx: 0.325, cy: 0.35, r: 0.045, colour: '#FFFFFF' },
      ],
    },
  },
  {
    key: 'united-states',
    name: 'United States',
    nameMm: 'အမေရိကန်',
    currencyCode: 'USD',
    rate: 4400,
    flag: {
      stripes: Array.from({ length: 13 }, (_, i) => (i % 2 === 0 ? '#B22234' : '#FFFFFF')),
      direction: 'horizontal',
      canton: {
        colour: '#3C3B6E',
        width: 0.4,
        height: 7 / 13,
        dots: { rows: 5, cols: 6, colour: '#FFFFFF' },
      },
      emblems: [],
    },
  },
  {
    key: 'japan',
    name: 'Japan',
    nameMm: 'ဂျပန်',
    currencyCode: 'JPY',
    rate: 29,
    flag: {
      stripes: ['#FFFFFF'],
      direction: 'horizontal',
      emblems: [{ kind: 'disc', cx: 0.5, cy: 0.5, r: 0.3, colour: '#BC002D' }],
    },
  },
  {
    key: 'china',
    name: 'China',
    nameMm: 'တရုတ်',
    currencyCode: 'CNY',
    rate: 610,
    flag: {
      stripes: ['#EE1C25'],
      direction: 'horizontal',
      emblems: [
        { kind: 'star', cx: 0.167, cy: 0.25, r: 0.15, colour: '#FFFF00' },
        { kind: 'star', cx: 0.333, cy: 0.1, r: 0.05, colour: '#FFFF00', rotate: 23 },
        { kind: 'star', cx: 0.4, cy: 0.2, r: 0.05, colour: '#FFFF00', rotate: 45 },
        { kind: 'star', cx: 0.4, cy: 0.35, r: 0.05, colour: '#FFFF00', rotate: 0 },
        { kind: 'star', cx: 0.333, cy: 0.45, r: 0.05, colour: '#FFFF00', rotate: 20 },
      ],
    },
  },
  {
    key: 'malaysia',
    name: 'Malaysia',
    nameMm: 'မလေးရှား',
    currencyCode: 'MYR',
    rate: 990,
    flag: {
      stripes: Array.from({ length: 14 }, (_, i) => (i % 2 === 0 ? '#CC0001' : '#FFFFFF')),
      direction: 'horizontal',
      canton: { colour: '#010066', width: 0.5, height: 8 / 14 },
      emblems: [
        {
          kind: 'crescent',
          cx: 0.17,
          cy: 0.285,
          r: 0.2,
          colour: '#FFCC00',
          cutColour: '#010066',
          dx: 0.04,
        },
        { kind: 'star', cx: 0.33, cy: 0.285, r: 0.16, colour: '#FFCC00', points: 14 },
      ],
    },
  },
  {
    key: 'india',
    name: 'India',
    nameMm: 'အိန္ဒိယ',
    currencyCode: 'INR',
    rate: 53,
    flag: {
      stripes: ['#FF9933', '#FFFFFF', '#138808'],
      direction: 'horizontal',
      emblems: [{ kind: 'ring', cx: 0.5, cy: 0.5, r: 0.13, colour: '#000080', width: 0.04 }],
    },
  },
];

export type Division = 'Yangon' | 'Mandalay';

export interface TownshipSeed {
  /** Stable slug, e.g. 'yangon-bahan'. */
  key: string;
  name: string;
  nameMm: string;
  division: Division;
  /** Administrative district inside the region (General Administration Department list). */
  district: string;
  /** Inner-city Yangon township: the restricted shipping methods serve only these. */
  isDowntown?: boolean;
}

function yangon(
  slug: string,
  name: string,
  nameMm: string,
  district: string,
  isDowntown = false,
): TownshipSeed {
  const township: TownshipSeed = {
    key: `yangon-${slug}`,
    name,
    nameMm,
    division: 'Yangon',
    district,
  };
  if (isDowntown) township.isDowntown = true;
  return township;
}

function mandalay(slug: string, name: string, nameMm: string, district: string): TownshipSeed {
  return { key: `mandalay-${slug}`, name, nameMm, division: 'Mandalay', district };
}

const DOWNTOWN = true;

/** The 45 townships of Yangon Region, by district. */
export const YANGON_TOWNSHIPS: TownshipSeed[] = [
  // Western District (the old downtown and inner city)
  yangon('ahlone', 'Ahlone', 'အလုံ', 'Western', DOWNTOWN),
  yangon('bahan', 'Bahan', 'ဗဟန်း', 'Western', DOWNTOWN),
  yangon('dagon', 'Dagon', 'ဒဂုံ', 'Western', DOWNTOWN),
  yangon('hlaing', 'Hlaing', 'လှိုင်', 'Western', DOWNTOWN),
  yangon('kamayut', 'Kamayut', 'ကမာရွတ်', 'Western', DOWNTOWN),
  yangon('kyauktada', 'Kyauktada', 'ကျောက်တံတား', 'Western', DOWNTOWN),
  yangon('kyeemyindaing', 'Kyeemyindaing', 'ကြည့်မြင်တိုင်', 'Western', DOWNTOWN),
  yangon('lanmadaw', 'Lanmadaw', 'လမ်းမတော်', 'Western', DOWNTOWN),
  yangon('latha', 'Latha', 'လသာ', 'Western', DOWNTOWN),
  yangon('mayangon', 'Mayangon', 'မရမ်းကုန်း', 'Western', DOWNTOWN),
  yangon('pabedan', 'Pabedan', 'ပန်းဘဲတန်း', 'Western', DOWNTOWN),
  yangon('sanchaung', 'Sanchaung', 'စမ်းချောင်း', 'Western', DOWNTOWN),
  yangon('seikkan', 'Seikkan', 'ဆိပ်ကမ်း', 'Western'),
  // Eastern District
  yangon('botahtaung', 'Botahtaung', 'ဗိုလ်တထောင်', 'Eastern', DOWNTOWN),
  yangon('dagon-seikkan', 'Dagon Seikkan', 'ဒဂုံမြို့သစ်ဆိပ်ကမ်း', 'Eastern'),
  yangon('dawbon', 'Dawbon', 'ဒေါပုံ', 'Eastern'),
  yangon('east-dagon', 'East Dagon', 'ဒဂုံမြို့သစ် (အရှေ့ပိုင်း)', 'Eastern'),
  yangon('mingala-taungnyunt', 'Mingala Taungnyunt', 'မင်္ဂလာတောင်ညွန့်', 'Eastern', DOWNTOWN),
  yangon('north-dagon', 'North Dagon', 'ဒဂုံမြို့သစ် (မြောက်ပိုင်း)', 'Eastern'),
  yangon('north-okkalapa', 'North Okkalapa', 'မြောက်ဥက္ကလာပ', 'Eastern'),
  yangon('pazundaung', 'Pazundaung', 'ပုဇွန်တောင်', 'Eastern', DOWNTOWN),
  yangon('south-dagon', 'South Dagon', 'ဒဂုံမြို့သစ် (တောင်ပိုင်း)', 'Eastern'),
  yangon('south-okkalapa', 'South Okkalapa', 'တောင်ဥက္ကလာပ', 'Eastern'),
  yangon('tamwe', 'Tamwe', 'တာမွေ', 'Eastern', DOWNTOWN),
  yangon('thaketa', 'Thaketa', 'သာကေတ', 'Eastern'),
  yangon('thingangyun', 'Thingangyun', 'သင်္ဃန်းကျွန်း', 'Eastern'),
  yangon('yankin', 'Yankin', 'ရန်ကင်း', 'Eastern', DOWNTOWN),
  // Northern District
  yangon('hlaingthaya', 'Hlaingthaya', 'လှိုင်သာယာ', 'Northern'),
  yangon('hlegu', 'Hlegu', 'လှည်းကူး', 'Northern'),
  yangon('hmawbi', 'Hmawbi', 'မှော်ဘီ', 'Northern'),
  yangon('htantabin', 'Htantabin', 'ထန်းတပင်', 'Northern'),
  yangon('insein', 'Insein', 'အင်းစိန်', 'Northern'),
  yangon('mingaladon', 'Mingaladon', 'မင်္ဂလာဒုံ', 'Northern'),
  yangon('shwepyitha', 'Shwepyitha', 'ရွှေပြည်သာ', 'Northern'),
  yangon('taikkyi', 'Taikkyi', 'တိုက်ကြီး', 'Northern'),
  // Southern District
  yangon('cocokyun', 'Cocokyun', 'ကိုကိုးကျွန်း', 'Southern'),
  yangon('dala', 'Dala', 'ဒလ', 'Southern'),
  yangon('kawhmu', 'Kawhmu', 'ကော့မှူး', 'Southern'),
  yangon('kayan', 'Kayan', 'ခရမ်း', 'Southern'),
  yangon('kungyangon', 'Kungyangon', 'ကွမ်းခြံကုန်း', 'Southern'),
  yangon('kyauktan', 'Kyauktan', 'ကျောက်တန်း', 'Southern'),
  yangon('seikgyikanaungto', 'Seikgyikanaungto', 'ဆိပ်ကြီးခနောင်တို', 'Southern'),
  yangon('thanlyin', 'Thanlyin', 'သန်လျင်', 'Southern'),
  yangon('thongwa', 'Thongwa', 'သုံးခွ', 'Southern'),
  yangon('twante', 'Twante', 'တွံတေး', 'Southern'),
];

/** The 28 townships of Mandalay Region, by district. */
export const MANDALAY_TOWNSHIPS: TownshipSeed[] = [
  // Mandalay District (the city and its edges)
  mandalay('aungmyethazan', 'Aungmyethazan', 'အောင်မြေသာစံ', 'Mandalay'),
  mandalay('chanayethazan', 'Chanayethazan', 'ချမ်းအေးသာစံ', 'Mandalay'),
  mandalay('mahaaungmye', 'Mahaaungmye', 'မဟာအောင်မြေ', 'Mandalay'),
  mandalay('chanmyathazi', 'Chanmyathazi', 'ချမ်းမြသာစည်', 'Mandalay'),
  mandalay('pyigyidagun', 'Pyigyidagun', 'ပြည်ကြီးတံခွန်', 'Mandalay'),
  mandalay('amarapura', 'Amarapura', 'အမရပူရ', 'Mandalay'),
  mandalay('patheingyi', 'Patheingyi', 'ပုသိမ်ကြီး', 'Mandalay'),
  // Pyinoolwin District
  mandalay('pyinoolwin', 'Pyinoolwin', 'ပြင်ဦးလွင်', 'Pyinoolwin'),
  mandalay('madaya', 'Madaya', 'မတ္တရာ', 'Pyinoolwin'),
  mandalay('singu', 'Singu', 'စဉ့်ကူး', 'Pyinoolwin'),
  mandalay('mogoke', 'Mogoke', 'မိုးကုတ်', 'Pyinoolwin'),
  mandalay('thabeikkyin', 'Thabeikkyin', 'သပိတ်ကျင်း', 'Pyinoolwin'),
  // Kyaukse District
  mandalay('kyaukse', 'Kyaukse', 'ကျောက်ဆည်', 'Kyaukse'),
  mandalay('sintgaing', 'Sintgaing', 'စဉ့်ကိုင်', 'Kyaukse'),
  mandalay('myittha', 'Myittha', 'မြစ်သား', 'Kyaukse'),
  mandalay('tada-u', 'Tada-U', 'တံတားဦး', 'Kyaukse'),
  // Meiktila District
  mandalay('meiktila', 'Meiktila', 'မိတ္ထီလာ', 'Meiktila'),
  mandalay('mahlaing', 'Mahlaing', 'မလှိုင်', 'Meiktila'),
  mandalay('thazi', 'Thazi', 'သာစည်', 'Meiktila'),
  mandalay('wundwin', 'Wundwin', 'ဝမ်းတွင်း', 'Meiktila'),
  // Myingyan District
  mandalay('myingyan', 'Myingyan', 'မြင်းခြံ', 'Myingyan'),
  mandalay('natogyi', 'Natogyi', 'နွားထိုးကြီး', 'Myingyan'),
  mandalay('taungtha', 'Taungtha', 'တောင်သာ', 'Myingyan'),
  mandalay('ngazun', 'Ngazun', 'ငါန်းဇွန်', 'Myingyan'),
  // Nyaung-U District
  mandalay('nyaung-u', 'Nyaung-U', 'ညောင်ဦး', 'Nyaung-U'),
  mandalay('kyaukpadaung', 'Kyaukpadaung', 'ကျောက်ပန်းတောင်း', 'Nyaung-U'),
  // Yamethin District
  mandalay('yamethin', 'Yamethin', 'ရမည်းသင်း', 'Yamethin'),
  mandalay('pyawbwe', 'Pyawbwe', 'ပျော်ဘွယ်', 'Yamethin'),
];

/** Every township the seed creates, Yangon first. */
export const TOWNSHIPS: TownshipSeed[] = [...YANGON_TOWNSHIPS, ...MANDALAY_TOWNSHIPS];

export const DOWNTOWN_TOWNSHIP_KEYS: string[] = TOWNSHIPS.filter((t) => t.isDowntown).map(
  (t) => t.key,
);

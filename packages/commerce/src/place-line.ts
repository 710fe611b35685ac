import { hasMyanmarScript } from './script';

/** The word Burmese writes after a township's name: ကမာရွတ်မြို့နယ် (Kamayut Township). */
const TOWNSHIP = 'မြို့နယ်';

/**
 * The one-line address: street, township and country on one line (after the house and room,
 * `address`, when given), the way the language writes them, for the API's order answers and
 * the web app's pages alike: English joins with a comma ('Hledan Road, Kamayut,
 * Myanmar'); Burmese joins with ၊ and names the township as a township ('လှည်းတန်းလမ်း၊
 * ကမာရွတ်မြို့နယ်၊ မြန်မာ'). Empty parts are left out.
 */
export function placeLine(
  parts: {
    address?: string | null;
    street?: string | null;
    township?: string | null;
    country?: string | null;
  },
  burmese: boolean,
): string {
  const address = parts.address?.trim();
  const street = parts.street?.trim();
  const country = parts.country?.trim();
  let township = parts.township?.trim();
  if (!burmese) return [address, street, township, country].filter(Boolean).join(', ');
  if (township && !township.endsWith(TOWNSHIP))
    township = hasMyanmarScript(township.slice(-1))
      ? `${township}${TOWNSHIP}`
      : `${township} ${TOWNSHIP}`;
  return [address, street, township, country].filter(Boolean).join('၊ ');
}

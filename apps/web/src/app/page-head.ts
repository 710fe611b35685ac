import type { Category, ProductDetail } from '@storefront/contract/catalog';
import { SHARE_IMAGE, shareImagePath } from '@storefront/contract/photos';
import type { ShopInfo } from '@storefront/contract/shop';
import {
  availabilityOf,
  DEFAULT_SORT,
  effectivePrice,
  isPriceBandId,
  isSortField,
} from '@storefront/commerce/catalog';
import { formatMoney, moneyValueText } from '@storefront/commerce/money';
import { composeTitle } from '../components/ui/page-title';
import { selectCachedCategories } from '../features/catalog/api/get-categories';
import { selectCachedCategory } from '../features/catalog/api/get-category';
import { LIST_PARAMS, parsePage } from '../features/catalog/hooks/use-list-page';
import { selectCachedProductDetail } from '../features/product/api/get-product-detail';
import { languageAddress } from '../i18n/language-address';
import { APP_LANGUAGES, bcp47Of, type AppLanguage } from '../i18n/languages';
import { inLanguage, localizedName, type BilingualName } from '../lib/localized-name';
import { LOGO_IMAGE } from '../lib/image';
import type { RootState } from './store';
import type { TFunction } from '../i18n/translator';

/**
 * What a server-rendered page says about itself in its <head>: what a search engine indexes and
 * what Facebook, Messenger and Viber show when a link to it is shared
 * (docs/architecture.md#page-head). Built from the answers the page was rendered with, in the
 * page's language.
 */
export type PageHead = {
  title: string;
  description: string;
  /**
   * The page's own address on the shop's host in its language (docs/decisions/0035-language-addresses.md),
   * without tracking or paging noise.
   */
  canonical: string;
  /**
   * The page's address in each language, and the one for a reader of neither (`x-default`, the
   * address without a prefix): `<link rel="alternate" hreflang>`. Only on a page to be indexed.
   */
  alternates: { hreflang: string; href: string }[];
  /** `noindex` for pages that are the shopper's own (cart, compare, sign-in). */
  robots: string | null;
  /** Open Graph and Twitter card properties, in order. */
  meta: { property?: string; name?: string; content: string }[];
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd: object[];
  /** 404 for a page, product or category that does not exist. */
  status: number;
};

export type HeadInput = {
  /** The matched page route's path pattern ('product-detail/:productId'); undefined for home. */
  routePath: string | undefined;
  params: Record<string, string | undefined>;
  /** The page's absolute address as the shopper asked for it, without its language prefix. */
  url: URL;
  state: RootState;
  t: TFunction;
  language: AppLanguage;
};

const OG_LOCALE: Record<AppLanguage, string> = { en: 'en_US', mm: 'my_MM' };
const SCHEMA_AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  preOrder: 'https://schema.org/PreOrder',
  outOfStock: 'https://schema.org/OutOfStock',
} as const;

/** The list pages and the title each has (docs/product.md#product-lists). */
const LIST_PAGES = {
  'all-products': 'pages.allProducts',
  'new-arrival': 'pages.newArrival',
  'best-deals': 'pages.bestDeals',
  'just-for-you': 'pages.justForYou',
  'top-picks': 'pages.topPicks',
  categories: 'pages.categories',
  'product-list-for-comparison': 'pages.productListForComparison',
  voucher: 'pages.voucher',
} as const;

/** Pages that are the shopper's own: nothing a search engine should list. */
const PRIVATE_PAGES = {
  cart: 'pages.cart',
  compare: 'pages.compare',
  login: 'pages.login',
  register: 'pages.register',
  // Signed-in pages: rendered for a shopper the server does not know, named all the same.
  checkout: 'pages.checkout',
  dashboard: 'pages.dashboard',
  'order-history': 'pages.orderHistory',
  'order-detail/:orderId': 'pages.orderDetail',
  'promo-list': 'pages.promoList',
} as const;

function nameIn(language: AppLanguage, record: BilingualName): string {
  return localizedName(record, bcp47Of(language));
}

/** A page's title: what it is, then the shop, as the tab shows it once hydrated. */
function titleOf(page: string, shopName: string): string {
  return composeTitle(page, shopName);
}

/**
 * `path` on the page's origin. Joined as text: resolved as a reference, a path starting with
 * '//' (asked for as such) would name another host.
 */
function absolute(url: URL, path: string): string {
  return new URL(`${url.origin}${path.startsWith('/') ? path : `/${path}`}`).toString();
}

/** A page's address in a language on the page's origin: `/cart` in Burmese is `…/my/cart`. */
function pageAddress(url: URL, path: string, language: AppLanguage): string {
  return absolute(url, languageAddress(path, language));
}

function imageAddress(url: URL, image: string): string {
  return absolute(url, `/v1/image/download/${encodeURIComponent(image)}`);
}

/**
 * The shop's picture for a link preview of a page that has none of its own (home, the lists, a
 * category, a search): its banner, else its avatar, each as the 1200 × 630 JPEG on white that the
 * share route makes of any public picture; else the site's logo as it is.
 */
function shopImage(url: URL, shop: ShopInfo | null, shopName: string): SharedImage {
  const picture = shop?.bannerImage || shop?.avartarPhoto;
  if (picture)
    return {
      url: absolute(url, shareImagePath(picture)),
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      type: SHARE_IMAGE.contentType,
      alt: shopName,
    };
  return { url: absolute(url, LOGO_IMAGE), ...LOGO_SIZE, type: 'image/png', alt: shopName };
}

/** apps/web/public/assets/logo.png */
const LOGO_SIZE = { width: 128, height: 128 };

/**
 * A page's own address: its path, with the parameters that choose what a list shows (page, order,
 * price band) written as the list reads them and left out where they show the list as it is;
 * anything else (tracking tags) is not canonical.
 */
function canonicalOf(url: URL): string {
  const canonical = new URL(absolute(url, url.pathname));
  const { searchParams } = url;
  // Page 1, and '0' or 'abc' that show page 1 (parsePage), is no ?page; '02' shows page 2.
  const page = parsePage(searchParams.get(LIST_PARAMS.page));
  if (page > 1) canonical.searchParams.set(LIST_PARAMS.page, String(page));
  // An unknown order shows the default one (top-picks.tsx), as an unknown band or 'Select'
  // shows no filter.
  const sort = searchParams.get(LIST_PARAMS.sort);
  if (sort !== null && isSortField(sort) && sort !== DEFAULT_SORT)
    canonical.searchParams.set(LIST_PARAMS.sort, sort);
  const price = searchParams.get(LIST_PARAMS.price);
  if (price !== null && isPriceBandId(price)) canonical.searchParams.set(LIST_PARAMS.price, price);
  return canonical.toString();
}

/** The category and its parents, top first, found in the category tree. */
function categoryPath(tree: readonly Category[], guid: string): Category[] {
  for (const category of tree) {
    if (category.guid === guid) return [category];
    const below = categoryPath(category.children, guid);
    if (below.length > 0) return [category, ...below];
  }
  return [];
}

/** The street and the address line, the street once when the address already names it. */
function streetAddressOf(street: string, address: string): string {
  const first = street.trim();
  return first && !address.includes(first) ? `${first}, ${address}` : address;
}

function plainText(text: string | null | undefined, limit = 200): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  return plain.length > limit ? `${plain.slice(0, limit - 1).trimEnd()}…` : plain;
}

/** A picture for link previews, with what Open Graph is told of it. */
type SharedImage = { url: string; width?: number; height?: number; type?: string; alt?: string };

function productHead(input: HeadInput, shop: ShopInfo, shopName: string, product: ProductDetail) {
  const { url, t, language, state } = input;
  const locale = language === 'mm' ? 'my' : 'en';
  const options = product.variantDetailItems.length > 0 ? product.variantDetailItems : [product];
  const price = effectivePrice(product);
  const images = product.imageItems.map((item) => imageAddress(url, item.image));
  // docs/product.md#product-names: the page's language, where the shop gave Burmese.
  const name = nameIn(language, product);
  const productText = inLanguage(product.description, product.descriptionMm, locale);
  const description =
    plainText(productText) ||
    t('head.productDescription', {
      name,
      shop: shopName,
      price: formatMoney(price, product.currencyCode, locale),
    });
  const productUrl = pageAddress(url, `/product-detail/${product.guid}`, language);
  // Link previews show the first picture whole on white, at the size they draw large cards.
  const cover = product.imageItems[0]?.image;
  const shared: SharedImage | null = cover
    ? {
        url: absolute(url, shareImagePath(cover)),
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
        type: SHARE_IMAGE.contentType,
        alt: name,
      }
    : null;
  const seller = { '@type': 'Organization', name: product.shopLists[0]?.shopName ?? shop.name };

  const jsonLd: object[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      image: images,
      description: plainText(productText, 5000) || undefined,
      sku: product.guid,
      ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
      offers: options.map((option) => ({
        '@type': 'Offer',
        ...('name' in option && option !== product ? { name: option.name } : {}),
        url: productUrl,
        price: moneyValueText(effectivePrice(option), option.currencyCode),
        priceCurrency: option.currencyCode,
        availability: SCHEMA_AVAILABILITY[availabilityOf(option)],
        seller,
      })),
      ...(product.ratingCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.rating,
              reviewCount: product.ratingCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  ];

  const tree = selectCachedCategories(state).data ?? [];
  const path = categoryPath(tree, product.categoryGuid);
  jsonLd.push({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: t('nav.home'), item: pageAddress(url, '/', language) },
      ...path.map((category) => ({
        name: nameIn(language, category),
        item: pageAddress(url, `/products/${category.guid}`, language),
      })),
      { name, item: productUrl },
    ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  });

  const meta: PageHead['meta'] = [
    { property: 'og:type', content: 'product' },
    { property: 'product:price:amount', content: moneyValueText(price, product.currencyCode) },
    { property: 'product:price:currency', content: product.currencyCode },
  ];
  return {
    title: titleOf(name, shopName),
    description,
    canonical: absolute(url, `/product-detail/${product.guid}`),
    image: shared,
    meta,
    jsonLd,
  };
}

/** The head of the page `input` describes, in its language. */
export function pageHeadOf(input: HeadInput): PageHead {
  const { routePath, params, url, state, t, language } = input;
  const shop = state.shopInfo.info;
  const shopName = shop ? nameIn(language, shop) : t('header.defaultShopName');
  const titled = (page: string) => titleOf(page, shopName);
  const listDescription = (list: string) => t('head.listDescription', { list, shop: shopName });

  let title = shopName;
  let description = t('head.siteDescription', { shop: shopName });
  let canonical = canonicalOf(url);
  let robots: string | null = null;
  let image: SharedImage = shopImage(url, shop, shopName);
  let status = 200;
  let ogType = 'website';
  const meta: PageHead['meta'] = [];
  const jsonLd: object[] = [];

  if (routePath === undefined) {
    // Home: the shop itself, and its search (docs/product.md#search).
    canonical = absolute(url, '/');
    const home = pageAddress(url, '/', language);
    jsonLd.push(
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: shopName,
        url: home,
        inLanguage: language === 'mm' ? 'my' : 'en',
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            // Written out, not through URL(): that would encode the braces to %7B…%7D, and the
            // search engine fills in only a literal {search_term_string}.
            urlTemplate: `${url.origin}${languageAddress('/searched-products/', language)}{search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: shop?.name ?? shopName,
        ...(shop?.nameMm ? { alternateName: shop.nameMm } : {}),
        url: home,
        logo: shop?.avartarPhoto ? imageAddress(url, shop.avartarPhoto) : absolute(url, LOGO_IMAGE),
        ...(shop?.primaryPhone ? { telephone: shop.primaryPhone } : {}),
        ...(shop?.address
          ? {
              address: {
                '@type': 'PostalAddress',
                streetAddress: streetAddressOf(shop.street, shop.address),
                addressCountry: 'MM',
              },
            }
          : {}),
      },
    );
  } else if (routePath === 'product-detail/:productId') {
    const product = selectCachedProductDetail(params.productId ?? '')(state).data;
    if (product && shop) {
      const head = productHead(input, shop, shopName, product);
      title = head.title;
      description = head.description;
      canonical = head.canonical;
      jsonLd.push(...head.jsonLd);
      meta.push(...head.meta);
      image = head.image ?? image;
      ogType = 'product';
    } else {
      title = titled(t('detail.notFound.title'));
      robots = 'noindex';
      status = 404;
    }
  } else if (routePath === 'products/:categoryGuid') {
    const category = selectCachedCategory(params.categoryGuid ?? '')(state);
    if (category.data) {
      const name = nameIn(language, category.data);
      title = titled(name);
      description = t('head.categoryDescription', { category: name, shop: shopName });
    } else {
      title = titled(t('listing.categoryNotFound.title'));
      robots = 'noindex';
      status = category.isError ? 404 : 200;
    }
  } else if (routePath === 'searched-products/:searchedName') {
    const term = params.searchedName ?? '';
    title = titled(t('pages.searched', { term }));
    description = t('head.searchDescription', { term, shop: shopName });
    // Search results are many and thin: followed, not indexed.
    robots = 'noindex, follow';
  } else if (routePath in LIST_PAGES) {
    const list = t(LIST_PAGES[routePath as keyof typeof LIST_PAGES]);
    title = titled(list);
    description = listDescription(list);
  } else if (routePath in PRIVATE_PAGES) {
    title = titled(t(PRIVATE_PAGES[routePath as keyof typeof PRIVATE_PAGES]));
    robots = 'noindex';
  } else {
    // The not-found page; any other page keeps the shop's name alone, never said twice.
    const isNotFound = routePath === '*';
    if (isNotFound) title = titled(t('errors.notFoundTitle'));
    robots = 'noindex';
    if (isNotFound) status = 404;
  }

  // Every address above is the page's own path; each language has its own address of it
  // (docs/decisions/0035-language-addresses.md). An indexed page names both, and the one without
  // a prefix for a reader of neither.
  const own = new URL(canonical);
  const addressIn = (of: AppLanguage) => pageAddress(url, `${own.pathname}${own.search}`, of);
  canonical = addressIn(language);
  const alternates =
    robots === null
      ? [
          ...APP_LANGUAGES.map((of) => ({ hreflang: bcp47Of(of), href: addressIn(of) })),
          { hreflang: 'x-default', href: addressIn('en') },
        ]
      : [];

  meta.unshift(
    { property: 'og:site_name', content: shopName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: OG_LOCALE[language] },
    ...APP_LANGUAGES.filter((of) => of !== language).map((of) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALE[of],
    })),
  );
  if (ogType !== 'product') meta.push({ property: 'og:type', content: ogType });
  meta.push({ property: 'og:image', content: image.url });
  if (image.type) meta.push({ property: 'og:image:type', content: image.type });
  if (image.width && image.height) {
    meta.push(
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
    );
  }
  if (image.alt) meta.push({ property: 'og:image:alt', content: image.alt });
  // The large card for a picture made for it; a small square (the logo) goes beside the text.
  const isLarge =
    image.width === undefined || image.height === undefined || image.width > image.height;
  meta.push(
    { name: 'twitter:card', content: isLarge ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image.url },
    ...(image.alt ? [{ name: 'twitter:image:alt', content: image.alt }] : []),
  );
  return { title, description, canonical, alternates, robots, meta, jsonLd, status };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const SCRIPT_UNSAFE = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON inside a <script>: `<` escaped so that no text (a product named `</script>…`) can close
 * the element, and the line separators JavaScript once refused.
 */
export function scriptJson(value: unknown): string {
  // One pass over the text: a page's data block is tens of kilobytes, written on every render.
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (char) => SCRIPT_ESCAPES[char]!);
}

/** The head as HTML tags, every value escaped. */
export function renderPageHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.alternates.map(
      (link) =>
        `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}" />`,
    ),
    ...(head.robots ? [`<meta name="robots" content="${escapeHtml(head.robots)}" />`] : []),
    ...head.meta.map((tag) =>
      tag.property
        ? `<meta property="${escapeHtml(tag.property)}" content="${escapeHtml(tag.content)}" />`
        : `<meta name="${escapeHtml(tag.name ?? '')}" content="${escapeHtml(tag.content)}" />`,
    ),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.join('');
}

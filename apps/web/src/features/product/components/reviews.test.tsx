import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '@storefront/contract/catalog';
import { failure, ok, stubApi, type Handler } from '../../../test/fetch-stub';
import { REGION_MYANMAR } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { PRODUCT_GUID, productDetail, review } from '../test/product-fixture';

const PATH = `/product-detail/${PRODUCT_GUID}`;
const DETAIL = `GET /v1/pos/product/productvariantdetail/${PRODUCT_GUID}`;
const POST_REVIEW = 'POST /v1/pos/product/create_product_review';
const LOGGED_IN = { region: REGION_MYANMAR.guid, authToken: 'token-1' };

const AUTHOR = {
  guid: 'f5ffca2b-0000-4000-8000-000000000001',
  username: 'ayeaye',
  name: 'Aye Aye Myint',
  phone: '09765432100',
  email: null,
  address: null,
  avatar: null,
};

/** A product whose reviews are whatever the server has stored so far. */
function stubProduct(postReview: Handler) {
  const stored: Review[] = [];
  const stub = stubApi({
    [DETAIL]: () => ok(productDetail({ shopReviewLists: [...stored] })),
    'GET /v1/user/brief': () => ok(AUTHOR),
    [POST_REVIEW]: async (request: Request) => {
      const answer = await postReview(request);
      if (answer instanceof Response) return answer;
      stored.unshift(answer as Review);
      return ok(answer);
    },
  });
  return stub;
}

async function openReviews(storage: Record<string, string> = LOGGED_IN) {
  const user = userEvent.setup();
  const view = renderApp({ path: PATH, storage });
  // The tab is named in the stored language once it has loaded.
  const isBurmese = Boolean(storage.lang?.includes('"mm"'));
  await user.click(await screen.findByRole('tab', { name: isBurmese ? /သုံးသပ်ချက်/ : 'Reviews' }));
  return { user, ...view };
}

const detailCalls = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname.startsWith('/v1/pos/product/productvariant'));

describe('product reviews', () => {
  beforeAll(() => import('../../../app/routes/product-detail'), 20_000);

  it('lets a logged-out visitor read but not write', async () => {
    stubProduct(() => failure('Please log in.', 401));
    await openReviews({ region: REGION_MYANMAR.guid });
    expect(screen.getByText('No Reviews Yet!')).toBeVisible();
    expect(screen.getByText(/Login to write review\./)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Write a review' })).toBeDisabled();
    // The sign-in link stands where Send would be: nothing to press that does nothing.
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Login/Register' })).toHaveAttribute('href', '/login');
  });

  it('posts a review, then reloads the product and lists it with its author and date', async () => {
    let release: () => void = () => {};
    const { calls } = stubProduct(async (request) => {
      await new Promise<void>((resolve) => (release = resolve));
      const body = (await request.json()) as { review: string };
      return review({ name: AUTHOR.name, review: body.review, createdOn: '2024-06-02T09:00:00Z' });
    });
    const { user } = await openReviews();
    const field = screen.getByRole('textbox', { name: 'Write a review' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(field).toBeEnabled();
    expect(send).toBeDisabled();
    await user.type(field, '   ');
    expect(send).toBeDisabled();
    // Zero-width characters and a right-to-left override show nothing (docs/product.md#visible-text).
    await user.type(field, '\u200b\u200d\u202e');
    expect(send).toBeDisabled();
    await user.clear(field);
    await user.type(field, '  Soft silk, true colours.  ');
    await user.click(send);

    // While it travels, Send is busy and cannot be pressed twice.
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    const loadsBefore = detailCalls(calls).length;
    release();

    const list = await screen.findByRole('list', { name: 'Customer reviews' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Aye Aye Myint')).toBeVisible();
    expect(within(item).getByText('Jun 2, 2024')).toBeVisible();
    expect(within(item).getByText('Soft silk, true colours.')).toBeVisible();
    expect(detailCalls(calls).length).toBeGreaterThan(loadsBefore);
    expect(field).toHaveValue('');
    expect(screen.getByText('Thank you for your review.')).toBeVisible();

    const post = calls.find((call) => call.url.endsWith('/create_product_review'))!;
    expect(await post.json()).toEqual({
      productGuid: PRODUCT_GUID,
      review: 'Soft silk, true colours.',
    });
    expect(post.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('keeps the text and says why when the review is refused', async () => {
    const { calls } = stubProduct(() => failure('Too many requests. Please wait a moment.', 429));
    const { user } = await openReviews();
    const field = screen.getByRole('textbox', { name: 'Write a review' });
    await user.type(field, 'Lovely colours');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your review was not sent: Too many requests. Please wait a moment.',
    );
    expect(field).toHaveValue('Lovely colours');
    expect(field).toHaveAccessibleDescription(
      'Your review was not sent: Too many requests. Please wait a moment.',
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    // A refused review changes nothing, so the product is not loaded again.
    await waitFor(() => expect(detailCalls(calls)).toHaveLength(1));
  });

  it.each([
    ['English', {}, 'Customer reviews', 'Verified purchase'],
    [
      'Burmese',
      { lang: JSON.stringify({ name: 'mm', flag: '/assets/icons/mm_flag.png' }) },
      'ဝယ်သူများ၏ သုံးသပ်ချက်များ',
      'ဝယ်ယူကြောင်း အတည်ပြုပြီး',
    ],
  ])(
    'marks the reviews of buyers as verified purchases (%s)',
    async (_language, lang, list, badge) => {
      stubApi({
        [DETAIL]: () =>
          ok(
            productDetail({
              shopReviewLists: [
                review({ name: 'Ko Buyer', review: 'Fits well.', verifiedPurchase: true }),
                review({ name: 'Ko Browser', review: 'Looks nice.', verifiedPurchase: false }),
              ],
            }),
          ),
      });
      await openReviews({ region: REGION_MYANMAR.guid, ...lang });
      const [buyer, browser] = within(await screen.findByRole('list', { name: list })).getAllByRole(
        'listitem',
      );
      expect(buyer).toHaveTextContent('Ko Buyer');
      expect(within(buyer!).getByText(badge)).toBeVisible();
      expect(browser).toHaveTextContent('Ko Browser');
      expect(within(browser!).queryByText(badge)).not.toBeInTheDocument();
    },
  );

  it('works in Burmese', async () => {
    stubProduct(async (request) => {
      const body = (await request.json()) as { review: string };
      return review({ name: AUTHOR.name, review: body.review });
    });
    const { user } = await openReviews({
      ...LOGGED_IN,
      lang: JSON.stringify({ name: 'mm', flag: '/assets/icons/mm_flag.png' }),
    });
    const field = await screen.findByRole('textbox', { name: 'သုံးသပ်ချက် ရေးရန်' });
    await user.type(field, 'အရောင်လှပါတယ်။');
    await user.click(screen.getByRole('button', { name: 'ပို့မည်' }));
    expect(await screen.findByText('သုံးသပ်ချက် ရေးပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်။')).toBeVisible();
    expect(await screen.findByText('အရောင်လှပါတယ်။')).toBeVisible();
  });
});

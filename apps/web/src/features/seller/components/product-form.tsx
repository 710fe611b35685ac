import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { PRODUCT_LIMITS, type ProductStatus } from '@storefront/commerce/product-draft';
import type { SellerProduct } from '@storefront/contract/seller-catalog';
import { Button } from '../../../components/ui/button';
import { useMediaQuery } from '../../../components/ui/use-media-query';
import { cn } from '../../../lib/cn';
import { serverErrorOf } from '../../../lib/server-error';
import {
  useCreateSellerProductMutation,
  useDeleteSellerProductMutation,
  useUpdateSellerProductMutation,
} from '../api/save-seller-product';
import { useLowStockThreshold } from '../api/get-seller-products';
import { fieldIssueText } from '../catalog-labels';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import {
  duplicateOption,
  emptyOption,
  formFieldOf,
  hasChanges,
  newProductValues,
  productBodyOf,
  productFormIssues,
  productUpdateOf,
  productValuesOf,
  serverIssueOf,
  typedUnits,
  type AddonValues,
  type FormIssues,
  type OptionValues,
  type ProductFormValues,
} from '../product-form-values';
import { PRODUCT_LIST_PATH, productHref } from '../product-list-filter';
import { PRODUCT_FAILURES, useSellerErrorText } from '../seller-errors';
import { shopNameOf } from '../seller-labels';
import { useSellerSession } from '../seller-session';
import { useSellerTranslation, type SellerKey } from '../seller-strings';
import { ChoiceDialog } from './choice-dialog';
import { Card } from './order-sections';
import { TextField, ZawgyiNote, type FieldProps } from './product-fields';
import { MoreDetails } from './product-more-details';
import { OptionPhotoDialog, OptionRow } from './product-option-rows';
import { ProductPhotos } from './product-photos';
import { ProductPreview } from './product-preview';
import { AdjustStockDialog, StockHistoryDialog, type StockOption } from './stock-dialogs';

type RequestError = FetchBaseQueryError | SerializedError;

/** What the form tells staff after a save, kept as data so it reads in the language shown now. */
type Outcome =
  | { tone: 'done'; key: SellerKey }
  | { tone: 'failed'; error: RequestError }
  | { tone: 'blocked'; key: SellerKey };

/** What a save on the way from /seller/products/new leaves for the product's own page. */
export type SavedArrival = { zawgyiConverted: string[]; outcome: SellerKey };

/** The folded part of the form, opened when one of its fields has an issue. */
const FOLDED_FIELDS = new Set([
  'description',
  'descriptionMm',
  'brandName',
  'categoryGuid',
  'addons',
  'status',
]);
const isFolded = (path: string) => FOLDED_FIELDS.has(path.split('.')[0] ?? '');

const BIG = 'min-h-12 w-full shrink-0 text-base sm:w-auto sm:min-w-56';
const DANGER =
  'inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-red-700 bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:border-neutral-300 disabled:text-neutral-500';
/** Which of the form's words the big button says, for the status it will save. */
function saveLabels(next: ProductStatus, stored: ProductStatus | null) {
  if (next === 'Active' && stored !== 'Active')
    return { idle: 'seller.product.save.publish', busy: 'seller.product.save.publishing' } as const;
  if (next === 'Draft' && stored === null)
    return { idle: 'seller.product.save.draft', busy: 'seller.product.save.saving' } as const;
  return { idle: 'seller.product.save.save', busy: 'seller.product.save.saving' } as const;
}

type ProductEditorProps = {
  /** The product as stored; null for /seller/products/new. */
  product: SellerProduct | null;
  /** Reads the product again (after a conflict); resolves with it, or null when that failed. */
  onReload?: () => Promise<SellerProduct | null>;
  /** The outcome a save made on the way here (a new product just created). */
  arrival?: SavedArrival | null;
};

/**
 * The product form (docs/product.md#catalog-console): photos first, then the names, the options,
 * and the rest folded below; a live preview of the shopper's card; one save button that says
 * what it does. The form checks what it can before it sends, puts the server's refusals next to
 * their fields, scrolls to and focuses the first, and keeps unsaved changes from a mis-tap.
 */
export function ProductEditor({ product, onReload, arrival = null }: ProductEditorProps) {
  const { t, i18n } = useSellerTranslation();
  const language = i18n.language;
  const navigate = useNavigate();
  const session = useSellerSession();
  const errorText = useSellerErrorText(PRODUCT_FAILURES);
  const isWide = useMediaQuery('(min-width: 1024px)');
  const formRef = useRef<HTMLFormElement>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? productValuesOf(product) : newProductValues(t('seller.product.options.defaultName')),
  );
  const [saved, setSaved] = useState(() => ({
    values,
    version: product?.version ?? null,
    status: product?.status ?? null,
  }));
  const [issues, setIssues] = useState<FormIssues>({});
  const [zawgyi, setZawgyi] = useState<string[]>(arrival?.zawgyiConverted ?? []);
  const [outcome, setOutcome] = useState<Outcome | null>(
    arrival ? { tone: 'done', key: arrival.outcome } : null,
  );
  const [isConflict, setConflict] = useState(false);
  const [isReloading, setReloading] = useState(false);
  const [isMoreOpen, setMoreOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [asking, setAsking] = useState<'archive' | 'unarchive' | 'delete' | null>(null);
  const [stockDialog, setStockDialog] = useState<{
    kind: 'adjust' | 'history';
    option: StockOption;
  } | null>(null);
  const [photoFor, setPhotoFor] = useState<number | null>(null);
  const [stockNotice, setStockNotice] = useState<string | null>(null);
  const [deleteRefusal, setDeleteRefusal] = useState<string | null>(null);
  const leaving = useRef(false);
  const savingRef = useRef(false);

  const uploads = usePhotoUploads((guid) =>
    setValues((current) => ({ ...current, images: [...current.images, guid] })),
  );
  const [create, createState] = useCreateSellerProductMutation();
  const [update, updateState] = useUpdateSellerProductMutation();
  const [remove, removeState] = useDeleteSellerProductMutation();
  const isSaving = createState.isLoading || updateState.isLoading;
  const productGuid = product?.guid ?? null;
  const currency = product?.currencyCode ?? 'MMK';
  const isDirty = hasChanges(values, saved.values) || uploads.isUploading;
  const lowStockThreshold = useLowStockThreshold();

  // Unsaved changes survive a mis-tap: a link in the app asks first, a reload or a closed tab
  // gets the browser's own question.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);

  // After a refused save: the first field at fault (or the message) is scrolled to and focused.
  useEffect(() => {
    if (focusRequest === 0) return;
    const target =
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      (isConflict ? conflictRef.current : outcomeRef.current);
    if (!target) return;
    target.scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [focusRequest, isConflict]);

  const fields: FieldProps = {
    errorOf: (path) => {
      const issue = issues[path];
      return issue ? fieldIssueText(t, language, path, issue) : undefined;
    },
    noteOf: (path, stored) => (zawgyi.includes(path) ? <ZawgyiNote stored={stored} /> : null),
  };

  /** A change to the form: what was said about the changed field no longer stands. */
  function change(update: (current: ProductFormValues) => ProductFormValues, path?: string) {
    setValues(update);
    if (outcome?.tone !== 'failed') setOutcome(null);
    if (path) {
      setIssues(({ [path]: _gone, ...rest }) => rest);
      setZawgyi((paths) => paths.filter((candidate) => candidate !== path));
    }
  }
  /** Rows added, removed or copied: their paths shift, so what was said about them goes. */
  function changeRows(
    list: 'variants' | 'addons',
    update: (current: ProductFormValues) => ProductFormValues,
  ) {
    change(update);
    const under = (path: string) => path.startsWith(`${list}.`);
    setIssues((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !under(path))),
    );
    setZawgyi((paths) => paths.filter((path) => !under(path)));
  }
  const setText =
    (key: 'name' | 'nameMm' | 'description' | 'descriptionMm' | 'brandName') => (text: string) =>
      change((current) => ({ ...current, [key]: text }), key);
  const setOption = (index: number, patch: Partial<OptionValues>) => {
    const [field] = Object.keys(patch);
    const path = field === 'weightGrams' ? 'weight' : field;
    change(
      (current) => ({
        ...current,
        variants: current.variants.map((option, at) =>
          at === index ? { ...option, ...patch } : option,
        ),
      }),
      `variants.${index}.${path}`,
    );
  };
  const setAddon = (index: number, patch: Partial<AddonValues>) => {
    const [field] = Object.keys(patch);
    change(
      (current) => ({
        ...current,
        addons: current.addons.map((addon, at) => (at === index ? { ...addon, ...patch } : addon)),
      }),
      `addons.${index}.${field}`,
    );
  };

  function askFocus(found: FormIssues) {
    if (Object.keys(found).some(isFolded)) setMoreOpen(true);
    setFocusRequest((count) => count + 1);
  }

  /** Stores what the server answered as the form's new starting point. */
  function takeStored(stored: SellerProduct) {
    const fresh = productValuesOf(stored);
    setValues(fresh);
    setSaved({ values: fresh, version: stored.version, status: stored.status });
  }

  async function save(nextStatus?: ProductStatus) {
    // One save at a time: a second Enter while the first is on its way would create twice.
    if (savingRef.current) return;
    const draft = nextStatus ? { ...values, status: nextStatus } : values;
    const wasUnarchiving = asking === 'unarchive';
    setConflict(false);
    setDeleteRefusal(null);
    if (uploads.isUploading) {
      setAsking(null);
      setOutcome({ tone: 'blocked', key: 'seller.product.photos.stillUploading' });
      setFocusRequest((count) => count + 1);
      return;
    }
    const found = productFormIssues(draft);
    setIssues(found);
    if (Object.keys(found).length > 0) {
      // A dialog (archive) gives way to the field at fault.
      setAsking(null);
      setOutcome(null);
      askFocus(found);
      return;
    }
    setOutcome(null);
    savingRef.current = true;
    const result =
      productGuid && saved.version !== null
        ? await update({ productGuid, body: productUpdateOf(draft, saved.version) })
        : await create(productBodyOf(draft));
    savingRef.current = false;
    setAsking(null);

    if ('error' in result && result.error) {
      const error = serverErrorOf(result.error);
      if (error.code === 'productConflict' || (error.status === 409 && !error.field)) {
        setConflict(true);
        setFocusRequest((count) => count + 1);
        return;
      }
      const path = formFieldOf(error.field, draft);
      if (path) {
        const refused = { [path]: serverIssueOf(error.code, error.message) };
        setIssues(refused);
        askFocus(refused);
      } else {
        setOutcome({ tone: 'failed', error: result.error });
        setFocusRequest((count) => count + 1);
      }
      return;
    }

    const stored = result.data;
    const key: SellerKey =
      nextStatus === 'Archived'
        ? 'seller.product.archive.archived'
        : wasUnarchiving
          ? 'seller.product.archive.unarchived'
          : stored.status === 'Active' && saved.status !== 'Active'
            ? 'seller.product.save.published'
            : 'seller.product.save.saved';
    if (!productGuid) {
      // The new product's own page takes over, with what this save has to say.
      leaving.current = true;
      const state: { saved: SavedArrival } = {
        saved: { zawgyiConverted: stored.zawgyiConverted, outcome: key },
      };
      void navigate(productHref(stored.guid), { replace: true, state });
      return;
    }
    takeStored(stored);
    setZawgyi(stored.zawgyiConverted);
    setOutcome({ tone: 'done', key });
    setFocusRequest(0);
  }

  async function reload() {
    if (!onReload) return;
    setReloading(true);
    const fresh = await onReload();
    setReloading(false);
    if (!fresh) return;
    takeStored(fresh);
    setIssues({});
    setZawgyi([]);
    setConflict(false);
    setOutcome({ tone: 'done', key: 'seller.product.conflict.reloaded' });
  }

  async function deleteProduct() {
    if (!productGuid) return;
    const result = await remove(productGuid);
    if ('error' in result && result.error) {
      setAsking(null);
      const error = serverErrorOf(result.error);
      setDeleteRefusal(
        error.status === 409
          ? t('seller.product.delete.refused')
          : t('seller.product.delete.failed', { message: errorText(result.error) }),
      );
      return;
    }
    leaving.current = true;
    void navigate(PRODUCT_LIST_PATH, { state: { deleted: saved.values.name || values.name } });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  const issueCount = Object.keys(issues).length;
  const labels = saveLabels(values.status, saved.status);
  const storedStatus = saved.status;
  const canDelete = product !== null && storedStatus === 'Draft' && !product.hasOrders;
  const shop = session
    ? { guid: session.profile.shop.guid, name: shopNameOf(session.profile, language) }
    : { guid: '', name: '' };
  const liveOf = (option: OptionValues) =>
    option.guid ? product?.variants.find((variant) => variant.guid === option.guid) : undefined;
  const preview = (
    <ProductPreview
      values={values}
      guid={productGuid}
      currencyCode={currency}
      shop={shop}
      stockOf={(index) => {
        const option = values.variants[index];
        const live = option ? liveOf(option) : undefined;
        if (live) return { stockQty: live.stockQty, preSaleLimit: live.preSaleLimit };
        return {
          stockQty: typedUnits(option?.stockQty ?? ''),
          preSaleLimit: typedUnits(option?.preSaleLimit ?? ''),
        };
      }}
    />
  );
  let outcomeText: ReactNode = null;
  if (outcome?.tone === 'done' || outcome?.tone === 'blocked') outcomeText = t(outcome.key);
  else if (outcome?.tone === 'failed')
    outcomeText = t('seller.product.save.failed', { message: errorText(outcome.error) });

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-busy={isSaving}
        className="flex min-w-0 flex-col gap-4"
      >
        {storedStatus === 'Archived' && (
          <p className="rounded-lg border border-neutral-400 bg-neutral-200 px-3 py-2 text-sm font-medium text-neutral-900">
            {t('seller.product.archive.notice')}
          </p>
        )}

        <Card title={t('seller.product.photos.title')}>
          <ProductPhotos
            images={values.images}
            pending={uploads.pending}
            onReorder={(images) => change((current) => ({ ...current, images }), 'images')}
            onAddFiles={uploads.add}
            onRetry={uploads.retry}
            onDiscard={uploads.discard}
            error={fields.errorOf('images')}
          />
          {uploads.hasFailed && (
            <p className="mt-2 text-sm text-red-700">{t('seller.product.photos.notUploaded')}</p>
          )}
        </Card>

        <Card title={t('seller.product.names.title')}>
          <div className="flex flex-col gap-3">
            <TextField
              path="name"
              label={t('seller.product.names.name')}
              hint={t('seller.product.names.nameHint')}
              value={values.name}
              onChange={setText('name')}
              fields={fields}
              maxLength={PRODUCT_LIMITS.name}
            />
            <TextField
              path="nameMm"
              label={t('seller.product.names.nameMm')}
              labelNote={t('seller.product.optional')}
              hint={t('seller.product.names.nameMmHint')}
              value={values.nameMm}
              onChange={setText('nameMm')}
              fields={fields}
              maxLength={PRODUCT_LIMITS.name}
            />
          </div>
        </Card>

        <Card title={t('seller.product.options.title')}>
          <p className="mb-3 text-sm text-neutral-700">{t('seller.product.options.hint')}</p>
          <ul className="flex flex-col gap-3">
            {values.variants.map((option, index) => (
              <OptionRow
                key={option.key}
                index={index}
                option={option}
                currency={currency}
                canRemove={values.variants.length > 1}
                live={liveOf(option)}
                lowStockThreshold={lowStockThreshold}
                fields={fields}
                onChange={(patch) => setOption(index, patch)}
                onDuplicate={() =>
                  changeRows('variants', (current) => ({
                    ...current,
                    variants: [
                      ...current.variants.slice(0, index + 1),
                      duplicateOption(
                        option,
                        option.name.trim()
                          ? t('seller.product.options.copyName', { name: option.name.trim() })
                          : '',
                      ),
                      ...current.variants.slice(index + 1),
                    ],
                  }))
                }
                onRemove={() =>
                  changeRows('variants', (current) => ({
                    ...current,
                    variants: current.variants.filter((_, at) => at !== index),
                  }))
                }
                onChoosePhoto={() => setPhotoFor(index)}
                onAdjust={() =>
                  setStockDialog({
                    kind: 'adjust',
                    option: {
                      guid: option.guid ?? '',
                      name: option.name,
                      stockQty: liveOf(option)?.stockQty ?? 0,
                    },
                  })
                }
                onHistory={() =>
                  setStockDialog({
                    kind: 'history',
                    option: {
                      guid: option.guid ?? '',
                      name: option.name,
                      stockQty: liveOf(option)?.stockQty ?? 0,
                    },
                  })
                }
              />
            ))}
          </ul>
          {stockNotice && (
            <p role="status" className="mt-3 text-sm font-medium text-green-800">
              {stockNotice}
            </p>
          )}
          {values.variants.length < PRODUCT_LIMITS.options ? (
            <Button
              variant="secondary"
              className="mt-3"
              onClick={() =>
                changeRows('variants', (current) => ({
                  ...current,
                  variants: [...current.variants, emptyOption()],
                }))
              }
            >
              <span aria-hidden="true">+</span>
              {t('seller.product.options.add')}
            </Button>
          ) : (
            <p className="mt-3 text-sm text-neutral-700">
              {t('seller.product.options.tooMany', { count: PRODUCT_LIMITS.options })}
            </p>
          )}
        </Card>

        <MoreDetails
          values={values}
          fields={fields}
          currency={currency}
          isOpen={isMoreOpen}
          onToggle={setMoreOpen}
          onText={setText}
          onCategory={(categoryGuid) =>
            change((current) => ({ ...current, categoryGuid }), 'categoryGuid')
          }
          onStatus={(status) => change((current) => ({ ...current, status }), 'status')}
          onAddons={(update) =>
            changeRows('addons', (current) => ({ ...current, addons: update(current.addons) }))
          }
          onAddon={setAddon}
        />

        {!isWide && <Card title={t('seller.product.preview.title')}>{preview}</Card>}

        {isConflict && (
          <div
            ref={conflictRef}
            tabIndex={-1}
            role="alert"
            className="flex flex-col gap-2 rounded-xl border-2 border-red-700 bg-red-50 p-4 outline-none"
          >
            <p className="text-base font-bold text-red-900">{t('seller.product.conflict.title')}</p>
            <p className="text-sm text-red-900">{t('seller.product.conflict.text')}</p>
            <p className="text-sm text-neutral-800">{t('seller.product.conflict.reloadHint')}</p>
            <Button
              variant="secondary"
              className="self-start"
              disabled={isReloading}
              onClick={() => void reload()}
            >
              {isReloading
                ? t('seller.product.conflict.reloading')
                : t('seller.product.conflict.reload')}
            </Button>
          </div>
        )}

        <div className="sticky bottom-0 z-10 -mx-3 flex flex-col gap-2 border-t border-neutral-200 bg-white/95 px-3 py-3 backdrop-blur-sm sm:mx-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:rounded-xl sm:border sm:px-4">
          <div ref={outcomeRef} tabIndex={-1} className="min-w-0 outline-none">
            {outcomeText ? (
              <p
                role={outcome?.tone === 'done' ? 'status' : 'alert'}
                className={cn(
                  'text-sm font-medium',
                  outcome?.tone === 'done' ? 'text-green-800' : 'text-red-700',
                )}
              >
                {outcomeText}
              </p>
            ) : issueCount > 0 ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {t('seller.product.save.fix', { count: issueCount })}
              </p>
            ) : (
              <p className="text-sm text-neutral-700">
                {isDirty
                  ? t('seller.product.save.unsaved')
                  : product && !isConflict
                    ? t('seller.product.save.allSaved')
                    : ''}
              </p>
            )}
          </div>
          <Button type="submit" disabled={isSaving} className={BIG}>
            {isSaving ? t(labels.busy) : t(labels.idle)}
          </Button>
        </div>

        {product && (
          <div className="flex flex-wrap items-center gap-2 pt-2">
            {storedStatus === 'Archived' ? (
              <Button
                variant="secondary"
                disabled={isSaving}
                onClick={() => setAsking('unarchive')}
              >
                {t('seller.product.archive.unarchive')}
              </Button>
            ) : (
              <Button variant="secondary" disabled={isSaving} onClick={() => setAsking('archive')}>
                {t('seller.product.archive.archive')}
              </Button>
            )}
            {canDelete && (
              <button
                type="button"
                className={DANGER}
                disabled={isSaving || removeState.isLoading}
                onClick={() => setAsking('delete')}
              >
                {t('seller.product.delete.button')}
              </button>
            )}
            {deleteRefusal && (
              <p role="alert" className="basis-full text-sm text-red-700">
                {deleteRefusal}
              </p>
            )}
          </div>
        )}
      </form>

      {isWide && (
        <aside className="sticky top-4 rounded-xl border border-neutral-200 bg-white p-4">
          <h2 className="mb-2 text-base font-bold text-neutral-900">
            {t('seller.product.preview.title')}
          </h2>
          {preview}
        </aside>
      )}

      {(asking === 'archive' || asking === 'unarchive') && (
        <ChoiceDialog
          title={
            asking === 'archive'
              ? t('seller.product.archive.archiveTitle', { name: saved.values.name })
              : t('seller.product.archive.unarchiveTitle', { name: saved.values.name })
          }
          isBusy={isSaving}
          onDismiss={() => setAsking(null)}
          choices={[
            {
              kind: 'primary',
              label: isSaving
                ? t('seller.product.save.saving')
                : asking === 'archive'
                  ? t('seller.product.archive.confirmArchive')
                  : t('seller.product.archive.confirmUnarchive'),
              onChoose: () => void save(asking === 'archive' ? 'Archived' : 'Draft'),
            },
            {
              kind: 'secondary',
              label: t('seller.product.archive.cancel'),
              onChoose: () => setAsking(null),
            },
          ]}
        >
          <p className="text-neutral-900">
            {asking === 'archive'
              ? t('seller.product.archive.archiveText')
              : t('seller.product.archive.unarchiveText')}
          </p>
          {hasChanges(values, saved.values) && (
            <p className="text-sm text-neutral-700">{t('seller.product.archive.withChanges')}</p>
          )}
        </ChoiceDialog>
      )}

      {asking === 'delete' && (
        <ChoiceDialog
          title={t('seller.product.delete.title', { name: saved.values.name })}
          isBusy={removeState.isLoading}
          onDismiss={() => setAsking(null)}
          choices={[
            {
              kind: 'danger',
              label: removeState.isLoading
                ? t('seller.product.delete.deleting')
                : t('seller.product.delete.confirm'),
              onChoose: () => void deleteProduct(),
            },
            {
              kind: 'secondary',
              label: t('seller.product.delete.cancel'),
              onChoose: () => setAsking(null),
            },
          ]}
        >
          <p className="text-neutral-900">{t('seller.product.delete.text')}</p>
        </ChoiceDialog>
      )}

      {stockDialog?.kind === 'adjust' && productGuid && (
        <AdjustStockDialog
          productGuid={productGuid}
          option={stockDialog.option}
          onClose={() => setStockDialog(null)}
          onDone={(message) => {
            setStockDialog(null);
            setStockNotice(message);
          }}
        />
      )}
      {stockDialog?.kind === 'history' && (
        <StockHistoryDialog option={stockDialog.option} onClose={() => setStockDialog(null)} />
      )}

      {photoFor !== null && values.variants[photoFor] && (
        <OptionPhotoDialog
          optionName={
            values.variants[photoFor].name ||
            t('seller.product.options.option', { index: photoFor + 1 })
          }
          productImages={values.images}
          current={values.variants[photoFor].images[0] ?? null}
          onChoose={(guid) => {
            setOption(photoFor, { images: guid ? [guid] : [] });
            setPhotoFor(null);
          }}
          onClose={() => setPhotoFor(null)}
        />
      )}

      {blocker.state === 'blocked' && (
        <ChoiceDialog
          title={t('seller.product.leave.title')}
          onDismiss={() => blocker.reset()}
          choices={[
            // Staying is the first choice, and the focused one: a second mis-tap keeps the work.
            {
              kind: 'primary',
              label: t('seller.product.leave.stay'),
              onChoose: () => blocker.reset(),
            },
            {
              kind: 'danger',
              label: t('seller.product.leave.leave'),
              onChoose: () => blocker.proceed(),
            },
          ]}
        >
          <p className="text-neutral-900">{t('seller.product.leave.text')}</p>
        </ChoiceDialog>
      )}
    </div>
  );
}

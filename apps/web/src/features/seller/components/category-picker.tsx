import type { Category } from '@storefront/contract/catalog';
import { controlClass, FormField } from '../../../components/ui/form-field';
import { localizedName } from '../../../lib/localized-name';
import { Button } from '../../../components/ui/button';
import { useGetSellerCategoriesQuery } from '../api/get-seller-categories';
import { useSellerErrorText } from '../seller-errors';
import { useSellerTranslation } from '../seller-strings';

export type CategoryChoice = { guid: string; label: string; depth: number; path: string };

/** The three-level tree as one list in the reader's language, each with its path ('A › B › C'). */
export function categoryChoices(tree: readonly Category[], language: string): CategoryChoice[] {
  const choices: CategoryChoice[] = [];
  const walk = (nodes: readonly Category[], depth: number, parents: string[]) => {
    for (const node of nodes) {
      const label = localizedName(node, language);
      const path = [...parents, label];
      choices.push({ guid: node.guid, label, depth, path: path.join(' › ') });
      walk(node.children, depth + 1, path);
    }
  };
  walk(tree, 0, []);
  return choices;
}

type CategoryPickerProps = {
  id: string;
  value: string;
  onChange: (guid: string) => void;
  error?: string | undefined;
};

/**
 * The shop's categories over their three levels, in the page's language: one native select
 * (a phone shows its own list), children indented under their parent, the chosen path under it.
 */
export function CategoryPicker({ id, value, onChange, error }: CategoryPickerProps) {
  const { t, i18n } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const {
    data: tree,
    error: loadError,
    isError,
    isFetching,
    refetch,
  } = useGetSellerCategoriesQuery();
  const choices = tree ? categoryChoices(tree, i18n.language) : [];
  const chosen = choices.find((choice) => choice.guid === value);
  const hint = isError
    ? t('seller.product.details.categoryFailed', { message: errorText(loadError) })
    : !tree
      ? t('seller.product.details.categoryLoading')
      : chosen && chosen.depth > 0
        ? chosen.path
        : undefined;

  return (
    <div className="flex flex-col gap-2">
      <FormField id={id} label={t('seller.product.details.category')} hint={hint} error={error}>
        {(control) => (
          <select
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={controlClass()}
          >
            <option value="">{t('seller.product.details.categoryChoose')}</option>
            {/* A category the tree no longer has stays chosen until staff choose another. */}
            {value && !chosen && <option value={value}>{value}</option>}
            {choices.map((choice) => (
              <option key={choice.guid} value={choice.guid}>
                {`${'— '.repeat(choice.depth)}${choice.label}`}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {isError && (
        <Button
          variant="secondary"
          className="self-start"
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          {t('seller.product.details.categoryRetry')}
        </Button>
      )}
    </div>
  );
}

import { SellerImportScreen } from '../../features/seller/components/seller-import-screen';

/** /seller/products/import: the catalog as a CSV file, out and back in. */
export function Component() {
  return <SellerImportScreen />;
}

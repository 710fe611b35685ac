import { useLocation } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { readLoginRedirectState } from '../../features/auth/login-redirect';
import { useShopInfo } from '../../features/shop/hooks/use-shop-info';
import { useShopName } from '../../features/shop/hooks/use-shop-name';
import { useTranslation } from '../../i18n/translation';
import { imageUrl } from '../../lib/image';
import { LanguageSwitch } from '../../components/language-switch';

/** docs/product.md#registration /register. Where the shopper was going (from /login) rides along to /login and back. */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const { shopInfo } = useShopInfo();
  const shopName = useShopName(shopInfo);
  const { from } = readLoginRedirectState(location.state);

  return (
    <AuthCard
      title={t('auth.register.title')}
      intro={t('auth.register.intro')}
      shop={{ name: shopName, logoUrl: imageUrl(shopInfo?.avartarPhoto) }}
      toolbar={<LanguageSwitch look="topBar" />}
    >
      <RegisterForm from={from} />
    </AuthCard>
  );
}

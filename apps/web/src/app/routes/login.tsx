import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { selectIsAuthenticated } from '../../features/auth/auth.slice';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { useNavigationToast } from '../../features/auth/hooks/use-navigation-toast';
import { readLoginRedirectState, returnPathOf } from '../../features/auth/login-redirect';
import { useShopInfo } from '../../features/shop/hooks/use-shop-info';
import { useShopName } from '../../features/shop/hooks/use-shop-name';
import { useTranslation } from '../../i18n/translation';
import { imageUrl } from '../../lib/image';
import { LanguageSwitch } from '../../components/language-switch';

/**
 * docs/product.md#login /login. Once the shopper is logged in (just now, or already when they came) they go on
 * to where they were going (`from`, set by RequireAuth), else home.
 */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const { shopInfo } = useShopInfo();
  const shopName = useShopName(shopInfo);
  const { from } = readLoginRedirectState(location.state);
  useNavigationToast();

  if (isAuthenticated) return <Navigate to={returnPathOf(from)} replace />;
  return (
    <AuthCard
      title={t('auth.login.title')}
      intro={t('auth.login.intro')}
      shop={{ name: shopName, logoUrl: imageUrl(shopInfo?.avartarPhoto) }}
      toolbar={<LanguageSwitch look="topBar" />}
    >
      <LoginForm from={from} />
    </AuthCard>
  );
}

import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /createAd, /myads and /myads/{adId}/edit (features/ads). */
export const CreateAdRoute = () => <PlaceholderPage titleKey="pages.createAd" />;
export const MyAdsRoute = () => <PlaceholderPage titleKey="pages.myAds" />;
export const EditAdRoute = () => <PlaceholderPage titleKey="pages.editAd" />;

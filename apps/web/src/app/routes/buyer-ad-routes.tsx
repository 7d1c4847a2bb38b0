import { CreateAdPage } from '../../features/ads/pages/create-ad-page.tsx';
import { EditAdPage } from '../../features/ads/pages/edit-ad-page.tsx';
import { MyAdsPage } from '../../features/ads/pages/my-ads-page.tsx';

/** /createAd, /myads and /myads/{adId}/edit (features/ads), behind the buyer guard. */
export const CreateAdRoute = () => <CreateAdPage />;
export const MyAdsRoute = () => <MyAdsPage />;
export const EditAdRoute = () => <EditAdPage />;

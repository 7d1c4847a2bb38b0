import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RequirementSpec } from './guards/route-guard.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { lazyPage, pagesIn } from './routes/lazy-page.tsx';
import { HomeRoute } from './routes/home-route.tsx';

// The first download holds only the home page, the public layout and the small placeholder
// pages; every other page (sign-in and registration too), the signed-in layout and the guard
// load on first use (see lazy-page.tsx), which keeps the public home page small. Each
// `import()` below is one route chunk (vite/chunks.ts has the shared ones).
const authPages = () => import('./routes/auth-pages.tsx');
const signedInPages = () => import('./routes/signed-in-pages.tsx');
const appShell = () => import('./routes/app-shell.tsx');
const AppLayout = lazyPage(appShell, 'AppLayout');
const RouteGuard = lazyPage(appShell, 'RouteGuard');
const ForgotPasswordPage = lazyPage(authPages, 'ForgotPasswordPage');
const LoginPage = lazyPage(authPages, 'LoginPage');
const LogoutPage = lazyPage(authPages, 'LogoutPage');
const RegisterRoute = lazyPage(authPages, 'RegisterRoute');
const ResetPasswordPage = lazyPage(authPages, 'ResetPasswordPage');
const VerifyEmailPage = lazyPage(authPages, 'VerifyEmailPage');
const SetupPage = lazyPage(authPages, 'SetupPage');
const InvitePage = lazyPage(authPages, 'InvitePage');
const ContentPage = lazyPage(
  () => import('../features/content/pages/legal-page.tsx'),
  'ContentPage',
);
const PricingPage = lazyPage(
  () => import('../features/content/pages/pricing-page.tsx'),
  'PricingPage',
);
const DevelopersPage = lazyPage(
  () => import('../features/developers/pages/developers-page.tsx'),
  'DevelopersPage',
);
const UnsubscribePage = lazyPage(
  () => import('../features/content/pages/unsubscribe-page.tsx'),
  'UnsubscribePage',
);
const EmailUnsubscribePage = lazyPage(
  () => import('../features/profile/pages/email-unsubscribe-page.tsx'),
  'EmailUnsubscribePage',
);
const postsPages = () => import('./routes/post-pages.tsx');
const BlogsRoute = lazyPage(postsPages, 'BlogsRoute');
const BlogRoute = lazyPage(postsPages, 'BlogRoute');
const AnnouncementsRoute = lazyPage(postsPages, 'AnnouncementsRoute');
const AnnouncementRoute = lazyPage(postsPages, 'AnnouncementRoute');
const ContactRoute = lazyPage(() => import('./routes/contact-route.tsx'), 'ContactRoute');
const DashboardRoute = lazyPage(() => import('./routes/dashboard-route.tsx'), 'DashboardRoute');
const CreateCompanyRoute = lazyPage(signedInPages, 'CreateCompanyRoute');
const SuccessPage = lazyPage(signedInPages, 'SuccessPage');
const NotificationsPage = lazyPage(signedInPages, 'NotificationsPage');
const SectorsPage = lazyPage(signedInPages, 'SectorsPage');
const ProfilePage = lazyPage(signedInPages, 'ProfilePage');
const MyCompanyPage = lazyPage(signedInPages, 'MyCompanyPage');
const IntegrationsPage = lazyPage(signedInPages, 'IntegrationsPage');
const TeamMembersPage = lazyPage(signedInPages, 'TeamMembersPage');

// The working screens load on first use (see lazy-page.tsx).
const adDetailsRoutes = () => import('./routes/ad-details-routes.tsx');
const buyerAdRoutes = () => import('./routes/buyer-ad-routes.tsx');
const orderRoutes = () => import('./routes/order-routes.tsx');
const adminPages = () => import('./routes/admin-pages.tsx');
const ChatPage = lazyPage(() => import('../features/chat/pages/chat-page.tsx'), 'ChatPage');
const SupportPage = lazyPage(
  () => import('../features/support/pages/support-page.tsx'),
  'SupportPage',
);
const SupportTicketPage = lazyPage(
  () => import('../features/support/pages/support-ticket-page.tsx'),
  'SupportTicketPage',
);
const BidRoute = lazyPage(() => import('./routes/bid-routes.tsx'), 'BidRoute');
const AuctionRoomRoute = lazyPage(() => import('./routes/auction-routes.tsx'), 'AuctionRoomRoute');
const AdDetailsRoute = lazyPage(adDetailsRoutes, 'AdDetailsRoute');
const BrowseAdsRoute = lazyPage(adDetailsRoutes, 'BrowseAdsRoute');
const CreateAdRoute = lazyPage(buyerAdRoutes, 'CreateAdRoute');
const EditAdRoute = lazyPage(buyerAdRoutes, 'EditAdRoute');
const MyAdsRoute = lazyPage(buyerAdRoutes, 'MyAdsRoute');
const BuyerOrdersRoute = lazyPage(orderRoutes, 'BuyerOrdersRoute');
const SellerOrdersRoute = lazyPage(orderRoutes, 'SellerOrdersRoute');
const OrderDetailsRoute = lazyPage(orderRoutes, 'OrderDetailsRoute');
const AdminHome = lazyPage(adminPages, 'AdminHome');
const AdminArea = lazyPage(adminPages, 'AdminArea');

const guarded = (path: string, requirement: RequirementSpec, element: ReactNode): RouteObject => ({
  path,
  element: <RouteGuard requirement={requirement}>{element}</RouteGuard>,
});

const signedIn = { kind: 'signedIn' } as const;
const company = { kind: 'company' } as const;
const buyer = { kind: 'buyer' } as const;
const seller = { kind: 'seller' } as const;

/** Every page of the marketplace, each with its guard (docs/architecture.md, “Who may do what”). */
export const routes: RouteObject[] = [
  { element: <PublicLayout wide />, children: [{ path: '/', element: <HomeRoute /> }] },
  {
    element: <PublicLayout />,
    children: [
      { path: '/register', element: <RegisterRoute /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/logout', element: <LogoutPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/setup', element: <SetupPage /> },
      { path: '/aboutus', element: <ContentPage slug="aboutus" /> },
      { path: '/contactus', element: <ContactRoute /> },
      { path: '/kvkk', element: <ContentPage slug="kvkk" /> },
      { path: '/cookies', element: <ContentPage slug="cookies" /> },
      { path: '/terms', element: <ContentPage slug="terms" /> },
      { path: '/privacy', element: <ContentPage slug="privacy" /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/developers', element: <DevelopersPage /> },
      { path: '/blogs', element: <BlogsRoute /> },
      { path: '/blogs/:id', element: <BlogRoute /> },
      { path: '/duyurular', element: <AnnouncementsRoute /> },
      { path: '/announcements/:id', element: <AnnouncementRoute /> },
      { path: '/invite/:token', element: <InvitePage /> },
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      { path: '/email-unsubscribe', element: <EmailUnsubscribePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <AppLayout />,
    children: [
      guarded('/dashboard', company, <DashboardRoute />),
      guarded('/createcompany', signedIn, <CreateCompanyRoute />),
      guarded('/success', company, <SuccessPage />),
      guarded('/notifications', { kind: 'notifications' }, <NotificationsPage />),
      guarded('/support', signedIn, <SupportPage />),
      guarded('/support/:ticketId', signedIn, <SupportTicketPage />),
      guarded('/sectors/:companyId', signedIn, <SectorsPage />),
      guarded('/chat/:orderId/:companyId1/:companyId2', company, <ChatPage />),
      guarded('/profile', signedIn, <ProfilePage />),
      guarded('/my-company', signedIn, <MyCompanyPage />),
      guarded('/my-company/integrations', company, <IntegrationsPage />),
      guarded('/teammembers', signedIn, <TeamMembersPage />),
      guarded('/createAd', buyer, <CreateAdRoute />),
      guarded('/myads', buyer, <MyAdsRoute />),
      guarded('/myads/:adId/edit', buyer, <EditAdRoute />),
      guarded('/myorders', buyer, <BuyerOrdersRoute />),
      guarded('/ads', seller, <BrowseAdsRoute />),
      guarded('/sellermyorders', seller, <SellerOrdersRoute />),
      guarded(
        '/ad-details/:companyId/:adId',
        (params) => ({ kind: 'ownerOrSeller', adCompanyId: params.companyId ?? '' }),
        <AdDetailsRoute />,
      ),
      guarded(
        '/ad-details/:companyId/:adId/bid',
        (params) => ({ kind: 'bidder', adCompanyId: params.companyId ?? '' }),
        <BidRoute />,
      ),
      guarded('/orders/:orderId', company, <OrderDetailsRoute />),
      guarded('/auctions/:auctionId', company, <AuctionRoomRoute />),
      guarded('/admin', { kind: 'platformAdmin' }, <AdminHome />),
      guarded('/admin/*', { kind: 'platformAdmin' }, <AdminArea />),
    ],
  },
];

/**
 * The browser's router. The signed-in layout, the guard and the page are lazy and nested: left
 * to rendering, each would start loading only once the one around it had, one round trip after
 * another. The routes a location matches are loaded together instead, at start and on each
 * navigation.
 */
export function createRouter() {
  const router = createBrowserRouter(routes);
  // A failure shows when the page renders (its loader asks again); here it is only early.
  const preload = (matches: readonly { route: RouteObject }[]) =>
    matches
      .flatMap((match) => pagesIn(match.route.element))
      .forEach((page) => void page.preload().catch(() => undefined));
  preload(router.state.matches);
  router.subscribe((state) => preload(state.matches));
  return router;
}

import { Children, isValidElement, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RequirementSpec } from './guards/route-guard.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { lazyPage } from './routes/lazy-page.tsx';
import { HomeRoute } from './routes/home-route.tsx';

// Each lazy page's loader, so that a route's code can be asked for before it renders.
const loaders = new WeakMap<object, () => Promise<unknown>>();

/** lazyPage (see lazy-page.tsx), remembered for preloadRoute. */
function page<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): Module[Name] {
  const Page = lazyPage(load, name);
  loaders.set(Page as object, load);
  return Page;
}

// The first download holds only the home page, the public layout and the small placeholder
// pages; every other page (sign-in and registration too), the signed-in layout and the guard
// load on first use (see lazy-page.tsx), which keeps the public home page small. Each
// `import()` below is one route chunk (vite/chunks.ts has the shared ones).
const authPages = () => import('./routes/auth-pages.tsx');
const signedInPages = () => import('./routes/signed-in-pages.tsx');
const appShell = () => import('./routes/app-shell.tsx');
const AppLayout = page(appShell, 'AppLayout');
const RouteGuard = page(appShell, 'RouteGuard');
const ForgotPasswordPage = page(authPages, 'ForgotPasswordPage');
const LoginPage = page(authPages, 'LoginPage');
const LogoutPage = page(authPages, 'LogoutPage');
const RegisterRoute = page(authPages, 'RegisterRoute');
const ResetPasswordPage = page(authPages, 'ResetPasswordPage');
const VerifyEmailPage = page(authPages, 'VerifyEmailPage');
const SetupPage = page(authPages, 'SetupPage');
const InvitePage = page(authPages, 'InvitePage');
const ContentPage = page(() => import('../features/content/pages/legal-page.tsx'), 'ContentPage');
const PricingPage = page(() => import('../features/content/pages/pricing-page.tsx'), 'PricingPage');
const UnsubscribePage = page(
  () => import('../features/content/pages/unsubscribe-page.tsx'),
  'UnsubscribePage',
);
const EmailUnsubscribePage = page(
  () => import('../features/profile/pages/email-unsubscribe-page.tsx'),
  'EmailUnsubscribePage',
);
const postsPages = () => import('./routes/post-pages.tsx');
const BlogsRoute = page(postsPages, 'BlogsRoute');
const BlogRoute = page(postsPages, 'BlogRoute');
const AnnouncementsRoute = page(postsPages, 'AnnouncementsRoute');
const AnnouncementRoute = page(postsPages, 'AnnouncementRoute');
const ContactRoute = page(() => import('./routes/contact-route.tsx'), 'ContactRoute');
const DashboardRoute = page(() => import('./routes/dashboard-route.tsx'), 'DashboardRoute');
const CreateCompanyRoute = page(signedInPages, 'CreateCompanyRoute');
const SuccessPage = page(signedInPages, 'SuccessPage');
const NotificationsPage = page(signedInPages, 'NotificationsPage');
const SectorsPage = page(signedInPages, 'SectorsPage');
const ProfilePage = page(signedInPages, 'ProfilePage');
const MyCompanyPage = page(signedInPages, 'MyCompanyPage');
const TeamMembersPage = page(signedInPages, 'TeamMembersPage');

// The working screens load on first use (see lazy-page.tsx).
const adDetailsRoutes = () => import('./routes/ad-details-routes.tsx');
const buyerAdRoutes = () => import('./routes/buyer-ad-routes.tsx');
const orderRoutes = () => import('./routes/order-routes.tsx');
const adminPages = () => import('./routes/admin-pages.tsx');
const ChatPage = page(() => import('../features/chat/pages/chat-page.tsx'), 'ChatPage');
const SupportPage = page(() => import('../features/support/pages/support-page.tsx'), 'SupportPage');
const SupportTicketPage = page(
  () => import('../features/support/pages/support-ticket-page.tsx'),
  'SupportTicketPage',
);
const BidRoute = page(() => import('./routes/bid-routes.tsx'), 'BidRoute');
const AuctionRoomRoute = page(() => import('./routes/auction-routes.tsx'), 'AuctionRoomRoute');
const AdDetailsRoute = page(adDetailsRoutes, 'AdDetailsRoute');
const BrowseAdsRoute = page(adDetailsRoutes, 'BrowseAdsRoute');
const CreateAdRoute = page(buyerAdRoutes, 'CreateAdRoute');
const EditAdRoute = page(buyerAdRoutes, 'EditAdRoute');
const MyAdsRoute = page(buyerAdRoutes, 'MyAdsRoute');
const BuyerOrdersRoute = page(orderRoutes, 'BuyerOrdersRoute');
const SellerOrdersRoute = page(orderRoutes, 'SellerOrdersRoute');
const OrderDetailsRoute = page(orderRoutes, 'OrderDetailsRoute');
const AdminHome = page(adminPages, 'AdminHome');
const AdminArea = page(adminPages, 'AdminArea');

const guarded = (path: string, requirement: RequirementSpec, element: ReactNode): RouteObject => ({
  path,
  element: <RouteGuard requirement={requirement}>{element}</RouteGuard>,
});

const signedIn = { kind: 'signedIn' } as const;
const company = { kind: 'company' } as const;
const buyer = { kind: 'buyer' } as const;
const seller = { kind: 'seller' } as const;

/** Every route of the specification (§2) and DESIGN §5, each with its guard. */
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

/** Starts loading the code of every lazy page in a route's element (the guard's page too). */
function preloadRoute(node: ReactNode) {
  if (!isValidElement(node)) return;
  // A failure shows when the page renders (its loader asks again); here it is only early.
  void loaders
    .get(node.type as object)?.()
    .catch(() => undefined);
  Children.forEach((node.props as { children?: ReactNode }).children, preloadRoute);
}

/**
 * The browser's router. The signed-in layout, the guard and the page are lazy and nested: left
 * to rendering, each would start loading only once the one around it had, one round trip after
 * another. The routes a location matches are loaded together instead, at start and on each
 * navigation.
 */
export function createRouter() {
  const router = createBrowserRouter(routes);
  const preload = (matches: readonly { route: RouteObject }[]) =>
    matches.forEach((match) => preloadRoute(match.route.element));
  preload(router.state.matches);
  router.subscribe((state) => preload(state.matches));
  return router;
}

import { Skeleton, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { chatRouteNamesOrderCompanies, type ChatPage as ChatPageView } from '@teklifal/core';
import { LoadError } from '../../../components/load-error.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ApiError, problemMessage } from '../../../lib/api-client.ts';
import { useChatMessages } from '../api/chat-messages.ts';
import { messagesOf } from '../api/chat-pages.ts';
import { ChatComposer } from '../components/chat-composer.tsx';
import { ChatHeader } from '../components/chat-header.tsx';
import { ChatNotFound } from '../components/chat-not-found.tsx';
import { firstUnreadId } from '../lib/chat-thread-entries.ts';
import { ChatThread } from '../components/chat-thread.tsx';
import { useReadWhileOpen } from '../hooks/use-read-while-open.ts';

const CHAT_PAGE_STYLE = {
  height: 'calc(100dvh - 64px - 2 * var(--mantine-spacing-xl))',
  minHeight: '30rem',
} as const;

function ChatSkeleton() {
  return (
    <Stack gap="md" data-testid="chat-skeleton" aria-busy>
      <Skeleton h={28} w={160} />
      <Skeleton h={80} />
      <Skeleton h={320} />
      <Skeleton h={90} />
    </Stack>
  );
}

/**
 * /chat/{orderId}/{companyId1}/{companyId2}: the two companies of an order write to each other
 * about it. The link must name exactly the order's buyer and seller; any other is not found.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const { orderId = '', companyId1 = '', companyId2 = '' } = useParams();
  const namesOrder = ({ order }: ChatPageView) =>
    chatRouteNamesOrderCompanies(
      { buyerCompanyId: order.buyer.id, sellerCompanyId: order.seller.id },
      companyId1,
      companyId2,
    );
  const query = useChatMessages(orderId, namesOrder);
  const newest = query.data?.pages[0];
  const shown = newest ? namesOrder(newest) : false;
  const messages = useMemo(() => messagesOf(query.data), [query.data]);
  useReadWhileOpen(orderId, newest, shown);
  usePageTitle(
    newest && shown ? t('chat.title', { orderNo: newest.order.orderNo }) : t('pages.chat'),
  );

  // The divider stays where the unread messages began when the page opened, after they are
  // read; counted from this visit's first answer, not from a thread held since an earlier one.
  const [opened, setOpened] = useState<{ orderId: string; unreadFromId: string | null } | null>(
    null,
  );
  if (newest && query.isFetchedAfterMount && opened?.orderId !== orderId) {
    setOpened({ orderId, unreadFromId: firstUnreadId(newest.items, newest.unreadMessages) });
  }

  if (query.isPending) return <ChatSkeleton />;
  if (query.isError && !newest) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ChatNotFound />;
    return (
      <LoadError
        message={t('chat.loadError', { message: problemMessage(query.error) })}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!newest || !shown) return <ChatNotFound />;

  const { order } = newest;
  const other = order.side === 'buyer' ? order.seller : order.buyer;
  return (
    // Keyed by the order: another chat opens with a fresh scroll position and an empty composer.
    // The page is as tall as the window below the site header (less the page's padding): the
    // messages scroll inside and the composer stays in view on a phone and on a desktop.
    <Stack gap="md" key={orderId} style={CHAT_PAGE_STYLE}>
      <ChatHeader order={order} />
      <ChatThread
        messages={messages}
        unreadFromId={opened?.unreadFromId ?? null}
        otherReadUntil={newest.otherReadUntil}
        hasOlder={query.hasNextPage}
        loadingOlder={query.isFetchingNextPage}
        onLoadOlder={() => void query.fetchNextPage()}
        label={t('chat.withCompany', { company: other.name })}
      />
      <ChatComposer orderId={orderId} />
    </Stack>
  );
}

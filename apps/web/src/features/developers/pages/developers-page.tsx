import {
  Anchor,
  Code,
  List,
  Stack,
  Table,
  TableScrollContainer,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  API_KEY_REQUESTS_PER_MINUTE,
  API_KEY_SCOPES,
  WEBHOOK_EVENT_TYPES,
  webhookEventLabelKey,
} from '@teklifal/core';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { SCREEN_SECTIONS } from '@teklifal/core/screen-sections';
import { addScreenMessages, i18n } from '../../../lib/i18n.ts';
import { developersMessages } from '../lib/developers-messages.ts';
import {
  CLIENT_FIRST_CALL,
  CURL_FIRST_CALL,
  CURL_IDEMPOTENT,
  UBL_DOCUMENTS,
  VERIFY_SIGNATURE,
} from '../lib/snippets.ts';

// The page's text arrives with its chunk (see developers-messages.ts).
for (const locale of ['tr', 'en'] as const) {
  i18n.addResourceBundle(locale, 'translation', { developers: developersMessages[locale] }, true);
}
// The scopes' and the events' names.
addScreenMessages({ apiKeys: SCREEN_SECTIONS.apiKeys, webhooks: SCREEN_SECTIONS.webhooks });

const SECTIONS = ['keys', 'firstCall', 'idempotency', 'limits', 'webhooks', 'ubl', 'reference'];

const ERRORS = [
  [401, 'API_KEY_INVALID', 'invalid'],
  [403, 'API_KEY_SCOPE', 'scope'],
  [403, 'API_KEY_NOT_ALLOWED', 'notAllowed'],
  [400, 'VALIDATION', 'validation'],
  [409, 'CONFLICT', 'conflict'],
  [429, 'RATE_LIMITED', 'limited'],
] as const;

/** A code sample: scrolls sideways on a phone, and can be reached and scrolled by keyboard. */
function Sample({ code, label }: { code: string; label: string }) {
  return (
    <Code block tabIndex={0} aria-label={label} fz="sm" style={{ overflowX: 'auto' }}>
      {code}
    </Code>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack
      component="section"
      id={id}
      gap="sm"
      aria-labelledby={`${id}-title`}
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 64px) + 16px)' }}
    >
      <Title order={2} id={`${id}-title`} fz="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function SmallTitle({ children, order = 3 }: { children: ReactNode; order?: TitleOrder }) {
  return (
    <Title order={order} fz="h5">
      {children}
    </Title>
  );
}

/**
 * /developers: how a company's ERP connects (#31): a key, the first call, safe retries, errors and
 * limits, webhooks and their signatures, the UBL documents, the API reference. All of it in the
 * first HTML, nothing loaded after: no layout shift.
 */
export function DevelopersPage() {
  const { t } = useTranslation();
  usePageTitle(t('developers.title'));
  return (
    <Stack gap={40} maw={860} mx="auto" w="100%">
      <Stack gap="xs">
        <Title order={1}>{t('developers.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('developers.lead')}
        </Text>
      </Stack>

      <nav aria-labelledby="developers-contents">
        <Text fw={700} id="developers-contents" mb={4}>
          {t('developers.contents')}
        </Text>
        <List spacing={4}>
          {SECTIONS.map((section) => (
            <List.Item key={section}>
              <Anchor href={`#${section}`}>{t(`developers.${section}.title`)}</Anchor>
            </List.Item>
          ))}
        </List>
      </nav>

      <Section id="keys" title={t('developers.keys.title')}>
        <List type="ordered" spacing="xs">
          <List.Item>{t('developers.keys.s1')}</List.Item>
          <List.Item>{t('developers.keys.s2')}</List.Item>
          <List.Item>{t('developers.keys.s3')}</List.Item>
        </List>
        <Anchor component={Link} to="/my-company/integrations" fw={600}>
          {t('developers.keys.open')}
        </Anchor>
        <SmallTitle>{t('developers.keys.scopesTitle')}</SmallTitle>
        <Text>{t('developers.keys.scopesText')}</Text>
        <TableScrollContainer minWidth={320}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('developers.keys.scope')}</Table.Th>
                <Table.Th scope="col">{t('developers.keys.allows')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {API_KEY_SCOPES.map((scope) => (
                <Table.Tr key={scope}>
                  <Table.Td>
                    <Code>{scope}</Code>
                  </Table.Td>
                  <Table.Td>{t(`apiKeys.scopes.${scope}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollContainer>
      </Section>

      <Section id="firstCall" title={t('developers.firstCall.title')}>
        <Text>{t('developers.firstCall.curl')}</Text>
        <Sample code={CURL_FIRST_CALL} label="curl" />
        <Text>{t('developers.firstCall.client')}</Text>
        <Sample code={CLIENT_FIRST_CALL} label="TypeScript: @teklifal/client" />
        <Text>{t('developers.firstCall.example')}</Text>
      </Section>

      <Section id="idempotency" title={t('developers.idempotency.title')}>
        <Text>{t('developers.idempotency.text')}</Text>
        <Sample code={CURL_IDEMPOTENT} label="curl: Idempotency-Key" />
        <List spacing="xs">
          <List.Item>{t('developers.idempotency.p1')}</List.Item>
          <List.Item>{t('developers.idempotency.p2')}</List.Item>
        </List>
      </Section>

      <Section id="limits" title={t('developers.limits.title')}>
        <Text>{t('developers.limits.errors')}</Text>
        <Text>{t('developers.limits.rate', { perMinute: API_KEY_REQUESTS_PER_MINUTE })}</Text>
        <TableScrollContainer minWidth={340}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('developers.limits.status')}</Table.Th>
                <Table.Th scope="col">{t('developers.limits.code')}</Table.Th>
                <Table.Th scope="col">{t('developers.limits.meaning')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ERRORS.map(([status, code, meaning]) => (
                <Table.Tr key={code}>
                  <Table.Td>{status}</Table.Td>
                  <Table.Td>
                    <Code>{code}</Code>
                  </Table.Td>
                  <Table.Td>{t(`developers.limits.${meaning}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollContainer>
      </Section>

      <Section id="webhooks" title={t('developers.webhooks.title')}>
        <Text>{t('developers.webhooks.text')}</Text>
        <SmallTitle>{t('developers.webhooks.events')}</SmallTitle>
        <List spacing={4} listStyleType="none" ml={0} pl={0}>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <List.Item key={type}>
              <Code>{type}</Code> {t(webhookEventLabelKey(type))}
            </List.Item>
          ))}
        </List>
        <Text>{t('developers.webhooks.delivery')}</Text>
        <Text>{t('developers.webhooks.signature')}</Text>
        <Sample code={VERIFY_SIGNATURE} label="Node: TeklifAl-Signature" />
        <Text>{t('developers.webhooks.client')}</Text>
        <Text>{t('developers.webhooks.schema')}</Text>
      </Section>

      <Section id="ubl" title={t('developers.ubl.title')}>
        <Text>{t('developers.ubl.text')}</Text>
        <List spacing="xs">
          {UBL_DOCUMENTS.map((document) => (
            <List.Item key={document.path}>
              <Code>{document.path}</Code> — {t(document.text)}
            </List.Item>
          ))}
        </List>
      </Section>

      <Section id="reference" title={t('developers.reference.title')}>
        <Text>{t('developers.reference.text')}</Text>
        <List spacing="xs">
          <List.Item>
            <Anchor href="/api/docs">{t('developers.reference.docs')}</Anchor>
          </List.Item>
          <List.Item>
            <Anchor href="/api/docs/json">{t('developers.reference.json')}</Anchor>
          </List.Item>
        </List>
      </Section>
    </Stack>
  );
}

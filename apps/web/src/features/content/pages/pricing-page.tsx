import {
  Accordion,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title.ts';

const PLANS = [
  { key: 'buyer', features: 5, to: '/register', popular: true, free: true },
  { key: 'seller', features: 4, to: '/register', popular: false, free: true },
  { key: 'enterprise', features: 4, to: '/contactus', popular: false, free: false },
] as const;
const QUESTIONS = [1, 2, 3] as const;

/** /pricing: the plans (free during the launch) and the questions buyers ask first. */
export function PricingPage() {
  const { t } = useTranslation();
  usePageTitle(t('pricing.title'));
  return (
    <Stack gap={48}>
      <Stack gap="xs" ta="center" align="center">
        <Title order={1}>{t('pricing.title')}</Title>
        <Text c="dimmed" size="lg" maw={640}>
          {t('pricing.lead')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PLANS.map((plan) => (
          <Card
            key={plan.key}
            withBorder
            radius="md"
            padding="xl"
            shadow={plan.popular ? 'md' : undefined}
            style={plan.popular ? { borderColor: 'var(--mantine-color-blue-5)' } : undefined}
            data-testid="pricing-plan"
          >
            <Stack gap="md" h="100%">
              <Group justify="space-between" align="center">
                <Title order={2} fz="h3">
                  {t(`pricing.${plan.key}.name`)}
                </Title>
                {plan.popular && <Badge variant="light">{t('pricing.popular')}</Badge>}
              </Group>
              <Text c="dimmed">{t(`pricing.${plan.key}.text`)}</Text>
              <Text fz={32} fw={800}>
                {plan.free ? t('pricing.free') : t('pricing.custom')}
              </Text>
              <List
                spacing="xs"
                icon={
                  <ThemeIcon size={20} radius="xl" color="teal" variant="light">
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
              >
                {Array.from({ length: plan.features }, (_, index) => (
                  <List.Item key={index}>
                    {t(`pricing.${plan.key}.features.f${index + 1}`)}
                  </List.Item>
                ))}
              </List>
              <Button
                component={Link}
                to={plan.to}
                mt="auto"
                variant={plan.popular ? 'filled' : 'light'}
                fullWidth
              >
                {t(`pricing.${plan.key}.cta`)}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Stack gap="md" maw={760} mx="auto" w="100%">
        <Title order={2} fz="h3">
          {t('pricing.faqTitle')}
        </Title>
        <Accordion variant="separated" radius="md">
          {QUESTIONS.map((n) => (
            <Accordion.Item key={n} value={`q${n}`}>
              <Accordion.Control>{t(`pricing.faq.q${n}`)}</Accordion.Control>
              <Accordion.Panel>{t(`pricing.faq.a${n}`)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Stack>
  );
}

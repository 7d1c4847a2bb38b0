import type { ReactNode } from 'react';
import {
  Box,
  Stack,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBuildingFactory2, IconShieldCheck, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title.ts';
import classes from './home-page.module.css';

/** The public home page; `children` are the live sections the app composes below the features. */
export function HomePage({ signedIn, children }: { signedIn: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(undefined);
  const features = [
    {
      icon: IconShoppingCart,
      title: t('home.featureBuyersTitle'),
      text: t('home.featureBuyersText'),
    },
    {
      icon: IconBuildingFactory2,
      title: t('home.featureSellersTitle'),
      text: t('home.featureSellersText'),
    },
    { icon: IconShieldCheck, title: t('home.featureTrustTitle'), text: t('home.featureTrustText') },
  ];
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 48, sm: 88 }}>
          <Title order={1} className={classes.title}>
            {t('home.heroTitle')}
          </Title>
          <Text size="xl" mt="lg" maw={640} className={classes.lead}>
            {t('home.heroText')}
          </Text>
          <Group mt={32}>
            {signedIn ? (
              <Button size="lg" component={Link} to="/dashboard" color="yellow.5" c="dark">
                {t('home.ctaDashboard')}
              </Button>
            ) : (
              <>
                <Button size="lg" component={Link} to="/register" color="yellow.5" c="dark">
                  {t('home.ctaRegister')}
                </Button>
                <Button size="lg" component={Link} to="/login" variant="white">
                  {t('home.ctaLogin')}
                </Button>
              </>
            )}
          </Group>
        </Container>
      </Box>
      <Container size="lg" py={56}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {features.map((feature) => (
            <Card key={feature.title} withBorder radius="md" padding="xl">
              <ThemeIcon size={48} radius="md" variant="light">
                <feature.icon size={26} />
              </ThemeIcon>
              <Text fw={700} fz="lg" mt="md">
                {feature.title}
              </Text>
              <Text c="dimmed" mt="xs">
                {feature.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
      {children && (
        <Container size="lg" pb={56}>
          <Stack gap={48}>{children}</Stack>
        </Container>
      )}
    </>
  );
}

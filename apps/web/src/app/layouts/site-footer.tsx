import { ActionIcon, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COPYRIGHT_YEAR, type SocialIcon } from '@teklifal/core';
import { useContactInfo } from '../../features/content/api/contact.ts';
import { NewsletterForm } from '../../features/content/components/newsletter-form.tsx';
import { useSite } from './use-site.ts';
import classes from './layout.module.css';

const ICONS: Record<SocialIcon, typeof IconBrandX> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  x: IconBrandX,
  github: IconBrandGithub,
  youtube: IconBrandYoutube,
  linkedin: IconBrandLinkedin,
};

export function SiteFooter() {
  const { t } = useTranslation();
  const site = useSite();
  const contact = useContactInfo();
  const socials = (contact.data?.socials ?? []).filter((social) => social.href);

  const columns = [
    {
      title: t('footer.aboutColumn'),
      links: [
        { to: '/aboutus', label: t('footer.about') },
        { to: '/blogs', label: t('footer.blog') },
        { to: '/pricing', label: t('footer.pricing') },
        { to: '/developers', label: t('footer.developers') },
        { to: '/duyurular', label: t('footer.announcements') },
      ],
    },
    {
      title: t('footer.legalColumn'),
      links: [
        { to: '/privacy', label: t('footer.privacy') },
        { to: '/cookies', label: t('footer.cookies') },
        { to: '/terms', label: t('footer.terms') },
        { to: '/kvkk', label: t('footer.kvkk') },
      ],
    },
    {
      title: t('footer.contactColumn'),
      links: [
        { to: '/contactus', label: t('footer.contact') },
        { to: '/support', label: t('footer.supportRequest') },
      ],
    },
  ];

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          {columns.map((column) => (
            <Stack key={column.title} gap={8}>
              <Text fw={700} size="sm">
                {column.title}
              </Text>
              {column.links.map((link) => (
                <Link key={link.to} to={link.to} className={classes.footerLink}>
                  {link.label}
                </Link>
              ))}
            </Stack>
          ))}
          <NewsletterForm />
        </SimpleGrid>
        <Divider my="lg" />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="copyright">
            {t('footer.copyright', { year: COPYRIGHT_YEAR, site: site.title })}
          </Text>
          {socials.length > 0 && (
            <Group gap={4} aria-label={t('footer.social')}>
              {socials.map((social) => {
                const Icon = ICONS[social.icon];
                return (
                  <ActionIcon
                    key={social.name}
                    component="a"
                    href={social.href ?? undefined}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={social.name}
                  >
                    <Icon size={20} />
                  </ActionIcon>
                );
              })}
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
}

import { Alert } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * After joining a team by invitation the app opens the dashboard with the company's name in
 * the navigation's state; a reload or a later visit shows no welcome again.
 */
export const teamWelcomeState = (company: string) => ({ joinedCompany: company });

function joinedCompanyOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('joinedCompany' in state)) return null;
  const company = (state as { joinedCompany: unknown }).joinedCompany;
  return typeof company === 'string' && company !== '' ? company : null;
}

/** The welcome of a new team member, naming the company; nothing on other visits. */
export function TeamWelcome() {
  const { t } = useTranslation();
  const company = joinedCompanyOf(useLocation().state);
  if (!company) return null;
  return (
    <Alert
      color="teal"
      icon={<IconConfetti size={20} />}
      title={t('invitationFlow.welcomeTitle', { company })}
      mb="lg"
      data-testid="team-welcome"
    >
      {t('invitationFlow.welcomeText')}
    </Alert>
  );
}

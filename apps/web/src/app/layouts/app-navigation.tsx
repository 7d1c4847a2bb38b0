import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NAV_ITEMS, isNavItemEnabled, type Actor } from '@teklifal/core';
import { TooltipOnDemand } from '../../components/tooltip-on-demand.tsx';
import classes from './layout.module.css';

/**
 * The signed-in navigation bar (specification §2). Items the company may not use are greyed
 * and cannot be clicked; the same policy decides here and on the server.
 */
export function AppNavigation({
  actor,
  onNavigate,
  vertical = false,
}: {
  actor: Actor;
  onNavigate?: () => void;
  vertical?: boolean;
}) {
  const { t } = useTranslation();
  const staff = actor.user?.role === 'admin';
  // Platform staff without a company work in the back office: the company's items, all greyed
  // for them, are left out, and the back office is an item of its own.
  const items =
    staff && !actor.company ? NAV_ITEMS.filter((item) => isNavItemEnabled(actor, item)) : NAV_ITEMS;
  return (
    <>
      {items.map((item) =>
        isNavItemEnabled(actor, item) ? (
          <NavLink
            key={item.key}
            to={item.to}
            className={classes.link}
            onClick={onNavigate}
            data-nav={item.key}
          >
            {t(item.labelKey)}
          </NavLink>
        ) : (
          <TooltipOnDemand
            key={item.key}
            label={t('nav.unavailable')}
            position={vertical ? 'right' : 'bottom'}
            withArrow
          >
            <span
              className={classes.linkDisabled}
              aria-disabled="true"
              data-nav={item.key}
              tabIndex={0}
            >
              {t(item.labelKey)}
            </span>
          </TooltipOnDemand>
        ),
      )}
      {staff && (
        <NavLink to="/admin" className={classes.link} onClick={onNavigate} data-nav="admin">
          {t('nav.admin')}
        </NavLink>
      )}
    </>
  );
}

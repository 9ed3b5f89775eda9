import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { Avatar } from '../../../components/ui/avatar';
import { CloseIcon, MenuIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { clearLogin } from '../../../lib/storage';
import { useTemplate } from '../../../lib/tenant/get-template';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { useLogin } from '../../../lib/use-login';
import { logout } from '../api/logout';
import { LanguageMenu } from '../../../components/language-menu';

export function Header() {
  const { t } = useTranslation('shell');
  const { key, target } = useTenant();
  const template = useTemplate();
  const login = useLogin();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const name = template.data?.user_template.name ?? '';

  const links = [
    { to: paths.home(key), label: t('nav.home'), end: true },
    { to: paths.doctors(key), label: t('nav.doctors') },
    { to: paths.treatments(key), label: t('nav.treatments') },
    { to: paths.clinics(key), label: t('nav.clinics') },
    { to: paths.contact(key), label: t('nav.contact') },
    ...(login.isLoggedIn ? [{ to: paths.myAppointments(key), label: t('nav.myAppointments') }] : []),
  ];

  const onLogout = async () => {
    await logout(target).catch(() => undefined);
    clearLogin();
    navigate(paths.login(key));
  };

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`;

  return (
    <header className="no-print sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to={paths.home(key)} className="flex min-w-0 items-center gap-2" aria-label={t('homeLink', { name })}>
          <Avatar
            name={name || key}
            image={template.data?.user_template.profile_image}
            color="#0f766e"
            size="sm"
            decorative
          />
          <span className="truncate text-base font-bold text-slate-900">{name}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="ms-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.end ?? false} className={linkClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-2 lg:ms-2">
          <LanguageMenu languages={template.data?.user_template.languages} />
          {login.isLoggedIn ? (
            <button
              type="button"
              onClick={onLogout}
              className="hidden rounded-full bg-slate-800 px-4 py-1.5 text-sm font-semibold text-white hover:bg-slate-700 sm:block"
            >
              {t('logout')}
            </button>
          ) : (
            <Link
              to={paths.login(key)}
              className="hidden rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 sm:block"
            >
              {t('login')}
            </Link>
          )}
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label={t('nav.label')} className="border-t border-slate-200 px-4 pb-4 lg:hidden">
          <ul className="flex flex-col gap-1 pt-2" onClick={() => setOpen(false)}>
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.end ?? false} className={linkClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            <li className="pt-2 sm:hidden">
              {login.isLoggedIn ? (
                <button
                  type="button"
                  onClick={onLogout}
                  className="w-full rounded-md bg-slate-800 px-3 py-2 text-start text-sm font-semibold text-white"
                >
                  {t('logout')}
                </button>
              ) : (
                <Link
                  to={paths.login(key)}
                  className="block rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white"
                >
                  {t('login')}
                </Link>
              )}
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}

import type { ComponentType } from 'react';
import { lazyScreen } from '../components/lazyScreen';
import { loadScreenTexts } from '../providers/i18nProvider';

/** A screen of its own chunk that renders once the screens' Thai texts have arrived too. */
const screen = (load: () => Promise<{ default: ComponentType }>) =>
  lazyScreen<object>(() => Promise.all([load(), loadScreenTexts()]).then(([m]) => m));

// Screens outside the resources, each its own chunk: the sign-in page loads none of them.
export const RegisterStep1 = screen(() => import('./register/RegisterStep1'));
export const CompanyRegister = screen(() => import('./register/CompanyRegister'));
export const IndividualRegister = screen(() => import('./register/IndividualRegister'));
export const ProfilePage = screen(() => import('./profile/ProfilePage'));
export const ResetPasswordPage = screen(() => import('./account/ResetPasswordPage'));
export const VerifyEmailPage = screen(() => import('./account/VerifyEmailPage'));
export const MailboxPage = screen(() => import('./account/MailboxPage'));
export const PrivacyPolicyPage = screen(() => import('./account/PrivacyPolicyPage'));
export const DashboardPage = screen(() => import('./dashboard/DashboardPage'));
export const ReportPage = screen(() => import('./report/ReportPage'));
export const DeveloperPage = screen(() => import('./developer/DeveloperPage'));

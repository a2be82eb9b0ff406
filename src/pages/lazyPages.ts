import { lazy } from 'react';

// Screens outside the resources, each its own chunk: the sign-in page loads none of them.
export const RegisterStep1 = lazy(() => import('./register/RegisterStep1'));
export const CompanyRegister = lazy(() => import('./register/CompanyRegister'));
export const IndividualRegister = lazy(() => import('./register/IndividualRegister'));
export const ProfilePage = lazy(() => import('./profile/ProfilePage'));
export const ResetPasswordPage = lazy(() => import('./account/ResetPasswordPage'));
export const VerifyEmailPage = lazy(() => import('./account/VerifyEmailPage'));
export const MailboxPage = lazy(() => import('./account/MailboxPage'));
export const PrivacyPolicyPage = lazy(() => import('./account/PrivacyPolicyPage'));

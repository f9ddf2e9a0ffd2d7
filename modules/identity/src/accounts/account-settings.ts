import type { AppConfig } from '@notebook/kernel';
import { AccountLinks } from './account-links';
import type { AccountMailSettings } from './account-mails';

/** The links in account e-mails, signed with the application's secret and pointing at PUBLIC_BASE_URL. */
export const accountLinksOf = (config: AppConfig): AccountLinks =>
  new AccountLinks(config.jwtSecret, config.PUBLIC_BASE_URL);
export const accountMailSettingsOf = (config: AppConfig): AccountMailSettings => ({
  confirmationHours: config.EMAIL_CONFIRMATION_HOURS,
  resetMinutes: config.PASSWORD_RESET_MINUTES,
});

import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { languageNativeNames, languages, type Language } from '@gavel/contract';
import { PageContainer } from '../../../components/ui/page-container';
import { useToast } from '../../../components/ui/toast-context';
import { errorText } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useMyAccount } from '../api/get-my-account';
import { useSetAccountLanguage } from '../api/set-language';
import { useUpdateProfile } from '../api/update-profile';
import { useVerifyEmail } from '../api/verify-email';
import { ContactSection } from './contact-section';
import { BillingSection } from './billing-section';
import { PasswordSection } from './password-section';
import { NotificationSettingsSection } from './notification-settings-section';

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 }, mb: 3 }} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>{title}</Typography>
      {children}
    </Paper>
  );
}

function LanguageSection({ current }: { current: Language }) {
  const { t } = useTranslation();
  const toast = useToast();
  const set = useSetAccountLanguage();
  const { setLanguage } = useLanguage();
  return (
    <TextField
      select
      label={t('account.language')}
      value={current}
      sx={{ minWidth: 240 }}
      onChange={(e) => {
        const language = e.target.value as Language;
        set.mutate(language, { onSuccess: () => { void setLanguage(language); toast.success(t('account.saved')); }, onError: (err) => toast.error(errorText(t, err)) });
      }}
      data-testid="account-language"
    >
      {languages.map((l) => (
        <MenuItem key={l} value={l} lang={undefined}>{languageNativeNames[l]}</MenuItem>
      ))}
    </TextField>
  );
}

function SpendCapSection({ cap }: { cap: number | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateProfile();
  const [value, setValue] = useState(cap === null ? '' : String(cap / 100));
  return (
    <Box component="form" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }} onSubmit={(e) => {
      e.preventDefault();
      const spend_cap = value.trim() === '' ? null : Math.round(Number(value) * 100);
      update.mutate({ spend_cap }, { onSuccess: () => toast.success(t('account.saved')), onError: (err) => toast.error(errorText(t, err)) });
    }}>
      <TextField label={t('account.spendCap')} value={value} onChange={(e) => setValue(e.target.value.replace(/[^\d.]/g, ''))} helperText={t('account.spendCapHelp')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} sx={{ maxWidth: 360 }} />
      <Button type="submit" variant="contained" sx={{ mt: 1 }}>{t('account.save')}</Button>
    </Box>
  );
}

/** /my_account: contact details, language, billing address, password, notification settings, spend cap. */
export function AccountScreen() {
  const { t } = useTranslation();
  const title = t('page.myAccount');
  useDocumentTitle(title);
  const toast = useToast();
  const { data, isLoading, isError } = useMyAccount();
  const [params, setParams] = useSearchParams();
  const verify = useVerifyEmail();
  const handled = useRef(false);
  const token = params.get('verify_email');
  useEffect(() => {
    if (!token || handled.current) return;
    handled.current = true;
    verify.mutate(token, {
      onSuccess: () => toast.success(t('account.emailVerified')),
      onError: (err) => toast.error(errorText(t, err)),
      onSettled: () => setParams({}, { replace: true }),
    });
  }, [token, verify, toast, t, setParams]);

  return (
    <PageContainer title={title} testId="account-screen">
      {isLoading && <Typography>{t('common.loading')}</Typography>}
      {isError && <Typography color="error">{t('errors.INTERNAL')}</Typography>}
      {data && (
        <>
          <Section title={t('account.profile')} testId="account-profile"><ContactSection user={data.users} /></Section>
          <Section title={t('account.language')}><LanguageSection current={data.users.languageuser} /></Section>
          <Section title={t('account.billingAddress')}><BillingSection billing={data.users.billing} /></Section>
          <Section title={t('account.changePassword')}><PasswordSection /></Section>
          <Section title={t('account.notificationSettings')}><NotificationSettingsSection settings={data.notifications} /></Section>
          <Section title={t('account.spendCap')}><SpendCapSection cap={data.users.spend_cap} /></Section>
        </>
      )}
    </PageContainer>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { fieldMessages } from '@gavel/contract';
import { Loading } from '../../../components/ui/loading';
import { useToast } from '../../../components/ui/toast-context';
import { errorText, fieldErrorTexts, isApiError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { submitAfterRegister, submitRegistration, useInvitedUser, useRegisterForm } from '../api/registration';
import { StepBusiness } from './step-business';
import { StepCategories } from './step-categories';
import { StepPersonal } from './step-personal';
import { StepReferences } from './step-references';

/** Submit order of the first reading (spec 1 §2): 0 → 2 → 3 → 1 (final submit) → 5. */
const order = [0, 2, 3, 1] as const;
const stepName: Record<number, string> = { 0: 'personal', 1: 'categories', 2: 'references', 3: 'business', 5: 'done' };
/** Fields the server may refuse that live on step 0. */
const personalFields = ['username', 'email', 'phone', 'landline', 'confirm_email', 'first_name', 'last_name'];

/** /register and /afterregister/:token: the buyer registration wizard. */
export function RegisterWizardScreen({ invited = false }: { invited?: boolean }) {
  const { t } = useTranslation();
  const { token } = useParams();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const { signIn } = useSession();
  const form = useRegisterForm(language);
  const invitation = useInvitedUser(invited ? token : undefined);
  const [index, setIndex] = useState(0);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  useDocumentTitle(t('access.reg.title'));

  const step = done ? 5 : order[index]!;
  const prefill = invitation.data?.data;
  const stepValues =
    index === 0 && prefill && !values.email
      ? {
          first_name: prefill.first_name,
          last_name: prefill.last_name,
          company_name: prefill.companyname,
          email: prefill.email,
          confirm_email: prefill.email,
          ...values,
        }
      : values;

  const back = (current: Record<string, unknown>) => {
    setValues((v) => ({ ...v, ...current }));
    setIndex((i) => Math.max(0, i - 1));
    window.scrollTo({ top: 0 });
  };

  const finish = async (all: Record<string, unknown>) => {
    setBusy(true);
    setAlert(undefined);
    try {
      if (invited) {
        const r = await submitAfterRegister({ ...all, checkDuplicateUsername: 1 }, { token: token ?? '', user_id: prefill?.id ?? 0 });
        signIn(r.data.token, r.data.user, false);
        toast.success(t('auth.loggedIn'));
        void navigate(paths.search, { replace: true });
        return;
      }
      await submitRegistration({ ...all, checkDuplicateUsername: 1 });
      setDone(true);
      window.scrollTo({ top: 0 });
    } catch (err) {
      const fields = fieldErrorTexts(t, err);
      if (isApiError(err) && err.code === 'EMAIL_TAKEN') fields.email ??= fieldMessages.emailUsed;
      if (isApiError(err) && err.code === 'USERNAME_TAKEN') fields.username ??= fieldMessages.usernameUsed;
      const onPersonal = Object.fromEntries(Object.entries(fields).filter(([k]) => personalFields.includes(k)));
      if (Object.keys(onPersonal).length > 0) {
        setServerErrors(onPersonal);
        setIndex(0);
        if (onPersonal.email || onPersonal.username) toast.error(errorText(t, err));
        window.scrollTo({ top: 0 });
      } else setAlert(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const next = (current: Record<string, unknown>) => {
    const all = { ...values, ...current };
    setValues(all);
    if (index === order.length - 1) {
      void finish(all);
      return;
    }
    setIndex((i) => i + 1);
    window.scrollTo({ top: 0 });
  };

  const common = { values: stepValues, onNext: next, onBack: index > 0 ? back : undefined };

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', px: 2, py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 880, p: { xs: 2, sm: 4 } }} data-testid="register-page">
        <Typography variant="h4" component="h1" gutterBottom data-testid="page-title">
          {t('access.reg.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="reg-step-label">
          {t('access.reg.stepLabel', { n: done ? order.length + 1 : index + 1, name: t(`access.reg.step.${stepName[step]}`) })}
        </Typography>
        {(form.isPending || (invited && invitation.isPending)) && <Loading />}
        {form.isError && <Alert severity="error">{errorText(t, form.error)}</Alert>}
        {invitation.isError && (
          <Alert severity="error" data-testid="reg-invitation-error">
            {errorText(t, invitation.error)}
          </Alert>
        )}
        {form.isSuccess && (!invited || invitation.isSuccess) && (
          <>
            {step === 0 && (
              <StepPersonal key={JSON.stringify(serverErrors)} {...common} serverErrors={serverErrors} lockedEmail={invited} />
            )}
            {step === 2 && <StepReferences {...common} />}
            {step === 3 && <StepBusiness {...common} />}
            {step === 1 && <StepCategories {...common} data={form.data.data} busy={busy} alert={alert} />}
            {step === 5 && (
              <Box sx={{ display: 'grid', gap: 2 }} data-testid="reg-done">
                <Alert severity="success">{form.data.data.approval_required ? t('access.reg.donePending') : t('access.reg.done')}</Alert>
                <Button component={RouterLink} to={paths.login} variant="contained" data-testid="reg-finish">
                  {t('access.reg.finish')}
                </Button>
              </Box>
            )}
          </>
        )}
      </Paper>
    </Box>
  );
}

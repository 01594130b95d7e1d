import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { AccountStatus } from '@gavel/contract';
import { StateChip } from '../../components/list-kit';

export const AccountStatusChip = ({ status, testId }: { status: AccountStatus; testId?: string }) => {
  const { t } = useTranslation();
  return <StateChip state={status === 'deactivated' ? 'failed' : status === 'active' ? 'paid' : status} label={t(`console.accounts.status.${status}`)} testId={testId} />;
};

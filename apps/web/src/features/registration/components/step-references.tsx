import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, type FieldArrayPath, type Path } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { z } from 'zod';
import { registration } from '@gavel/contract';
import { FormText } from './fields';
import { StepActions, type StepProps } from './step-actions';

const schema = registration.registrationSteps.references;
type Input = z.input<typeof schema>;
const max = registration.registrationLimits.maxOwners;

const groups = {
  owners: ['title', 'name', 'email'],
  trade_references: ['trade_name', 'trade_email', 'trade_phone'],
  bank_references: ['bank_name', 'bank_email', 'bank_location', 'bank_phone', 'contact_officer', 'account_number'],
} as const;
type Group = keyof typeof groups;

const blankRow = (group: Group) => Object.fromEntries(groups[group].map((f) => [f, '']));

function Rows({ group, form }: { group: Group; form: ReturnType<typeof useForm<Input, unknown, z.output<typeof schema>>> }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: group as FieldArrayPath<Input> });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }} data-testid={`reg-group-${group}`}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {t(`access.reg.group.${group}`)}
      </Typography>
      {fields.map((row, i) => (
        <Box
          key={row.id}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr auto' }, alignItems: 'start', mb: 2 }}
        >
          {groups[group].map((f) => (
            <FormText<Input>
              key={f}
              name={`${group}.${i}.${f}` as Path<Input>}
              register={form.register}
              errors={form.formState.errors}
              label={t(`access.reg.f.${f}`)}
              type={f.endsWith('email') ? 'email' : f.endsWith('phone') ? 'tel' : 'text'}
            />
          ))}
          {(group !== 'owners' || fields.length > 1) && (
            <IconButton aria-label={t('access.reg.remove')} onClick={() => remove(i)} data-testid={`reg-remove-${group}-${i}`}>
              ×
            </IconButton>
          )}
        </Box>
      ))}
      {fields.length < max && (
        <Button onClick={() => append(blankRow(group) as never)} data-testid={`reg-add-${group}`}>
          {t('access.reg.add')}
        </Button>
      )}
    </Box>
  );
}

/** Step 2: officers / owners (at least one), trade and bank references (up to 3 each). */
export function StepReferences({ values, onNext, onBack }: StepProps) {
  const defaults = {
    owners: (values.owners as unknown[] | undefined) ?? [blankRow('owners')],
    trade_references: (values.trade_references as unknown[] | undefined) ?? [blankRow('trade_references')],
    bank_references: (values.bank_references as unknown[] | undefined) ?? [blankRow('bank_references')],
  } as Input;
  const form = useForm<Input, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: defaults });
  const submit = form.handleSubmit(
    () => onNext(form.getValues()),
    () => window.scrollTo({ top: 0 }),
  );
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="reg-step-references">
      <Rows group="owners" form={form} />
      <Rows group="trade_references" form={form} />
      <Rows group="bank_references" form={form} />
      <StepActions isLast={false} onBack={onBack && (() => onBack(form.getValues()))} />
    </Box>
  );
}

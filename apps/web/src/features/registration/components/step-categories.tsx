import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { Trans, useTranslation } from '../../../lib/i18n/use-translation';
import type { z } from 'zod';
import { registration, type ResponseOf } from '@gavel/contract';
import { HtmlContent } from '../../../components/ui/html-content';
import { paths } from '../../../paths';
import { fieldText } from '../lib/field-text';
import { StepActions, type StepProps } from './step-actions';

const schema = registration.registrationSteps.categories;
type Input = z.input<typeof schema>;
type FormData = ResponseOf<typeof registration.getRegister>['data'];

/** Step 1 (final submit): categories with their brands, the terms in the chosen language and both agreements. */
export function StepCategories({
  values,
  onNext,
  onBack,
  data,
  busy,
  alert,
}: StepProps & { data: FormData; busy: boolean; alert?: string }) {
  const { t } = useTranslation();
  const form = useForm<Input, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { categories: [], ...values } as unknown as Input,
  });
  const [brands, setBrands] = useState<{ anchor: HTMLElement; id: number } | null>(null);
  const submit = form.handleSubmit(
    () => onNext(form.getValues()),
    () => window.scrollTo({ top: 0 }),
  );
  const errors = form.formState.errors;

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="reg-step-categories">
      {alert && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="reg-submit-error">
          {alert}
        </Alert>
      )}
      <Controller
        control={form.control}
        name="categories"
        render={({ field }) => {
          const selected = (field.value ?? []) as number[];
          return (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
              {data.categories.map((c) => (
                <Box key={c.id} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                  <FormControlLabel
                    label={c.name}
                    control={
                      <Checkbox
                        checked={selected.includes(c.id)}
                        onChange={(e) => field.onChange(e.target.checked ? [...selected, c.id] : selected.filter((id) => id !== c.id))}
                        slotProps={{
                          input: {
                            'data-testid': `reg-category-${c.id}`,
                            ref: c.id === data.categories[0]?.id ? field.ref : undefined,
                          } as object,
                        }}
                      />
                    }
                  />
                  {c.brands.length > 0 && (
                    <Button size="small" onClick={(e) => setBrands({ anchor: e.currentTarget, id: c.id })} aria-haspopup="menu">
                      {t('access.reg.brands')}
                    </Button>
                  )}
                </Box>
              ))}
            </Box>
          );
        }}
      />
      <Menu open={!!brands} anchorEl={brands?.anchor} onClose={() => setBrands(null)}>
        {data.categories
          .find((c) => c.id === brands?.id)
          ?.brands.map((b) => (
            <MenuItem key={b.id} onClick={() => setBrands(null)}>
              {b.name}
            </MenuItem>
          ))}
      </Menu>
      {errors.categories && (
        <FormHelperText error data-testid="reg-categories-error">
          {fieldText(t, errors.categories.message)}
        </FormHelperText>
      )}
      {data.terms && (
        <Paper variant="outlined" sx={{ mt: 3, p: 2, maxHeight: 240, overflow: 'auto' }} data-testid="reg-terms">
          <HtmlContent html={data.terms.content} />
        </Paper>
      )}
      {(['agree', 'agreeSalesTax'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <Box sx={{ mt: 1 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value === true}
                    onChange={(e) => field.onChange(e.target.checked ? true : undefined)}
                    slotProps={{ input: { 'data-testid': `reg-${name}`, ref: field.ref } as object }}
                  />
                }
                label={
                  name === 'agree' ? (
                    <Trans
                      i18nKey="access.reg.agree"
                      components={{ terms: <Link component={RouterLink} to={paths.terms} target="_blank" /> }}
                    />
                  ) : (
                    t('access.reg.agreeSalesTax')
                  )
                }
              />
              {fieldState.error && <FormHelperText error>{fieldText(t, fieldState.error.message)}</FormHelperText>}
            </Box>
          )}
        />
      ))}
      <StepActions isLast busy={busy} onBack={onBack && (() => onBack(form.getValues()))} />
    </Box>
  );
}

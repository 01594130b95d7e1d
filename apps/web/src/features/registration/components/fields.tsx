import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PasswordField } from '../../../components/ui/password-field';
import { fieldText } from '../lib/field-text';

interface Props<T extends FieldValues> {
  name: Path<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password' | 'number';
  autoComplete?: string;
  sx?: TextFieldProps['sx'];
  readOnly?: boolean;
}

/** A text input bound to react-hook-form; its error is the contract's message, translated. */
export function FormText<T extends FieldValues>({
  name,
  register,
  errors,
  label,
  required,
  type = 'text',
  autoComplete,
  sx,
  readOnly,
}: Props<T>) {
  const { t } = useTranslation();
  const { ref, ...field } = register(name);
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const common = {
    ...field,
    inputRef: ref,
    label,
    required,
    fullWidth: true,
    autoComplete,
    error: !!message,
    helperText: fieldText(t, message),
    sx,
    slotProps: { htmlInput: { 'data-testid': `reg-${name}`, readOnly, ...(type === 'number' ? { min: 0 } : {}) } },
  };
  return type === 'password' ? <PasswordField {...common} /> : <TextField {...common} type={type} />;
}

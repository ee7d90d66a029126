import { useState, type FormEvent } from 'react';
import { loginRequestSchema, type LoginRequest } from '@switchboard/contracts/auth/auth.schemas';
import { errorId, FormField } from '@/components/form-field';
import { PlainInput, PlainPasswordInput, PlainSubmitButton } from '@/components/plain-controls';

interface LoginFormProps {
  submitting: boolean;
  onSubmit: (values: LoginRequest) => void;
}

type Field = keyof LoginRequest;
type Errors = Partial<Record<Field, string>>;

const fieldError = (field: Field, value: string): string | undefined => {
  const result = loginRequestSchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

/** E-mail and password, validated with the contract's login schema (plain controls: the screen paints before antd loads). */
export function LoginForm({ submitting, onSubmit }: LoginFormProps) {
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: fieldError(field, value) }));
  };
  const check = (field: Field) => setErrors((current) => ({ ...current, [field]: fieldError(field, values[field]) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = loginRequestSchema.safeParse(values);
    if (parsed.success) return onSubmit(parsed.data);
    setErrors({ email: fieldError('email', values.email), password: fieldError('password', values.password) });
  };
  const described = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(`login-${field}`) } : {});

  return (
    <form noValidate onSubmit={submit} aria-label="Sign in">
      <FormField id="login-email" label="E-mail" error={errors.email}>
        <PlainInput id="login-email" type="email" autoComplete="username" inputMode="email" autoFocus readOnly={submitting}
          value={values.email} {...described('email')}
          onChange={(event) => update('email', event.target.value)} onBlur={() => values.email && check('email')} />
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password}>
        <PlainPasswordInput id="login-password" autoComplete="current-password" readOnly={submitting}
          value={values.password} {...described('password')}
          onChange={(event) => update('password', event.target.value)} />
      </FormField>
      <PlainSubmitButton busy={submitting}>Sign in</PlainSubmitButton>
    </form>
  );
}

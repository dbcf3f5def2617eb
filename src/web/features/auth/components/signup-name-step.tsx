import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { authMessages, authScreenTexts, validationMessages } from '@shared/messages';
import { paths } from '@shared/routes';
import { HydratedForm } from '@/components/hydrated-form';
import { Button } from '@/components/ui/button';
import { takeReturnTo } from '@/lib/auth/return-to';
import { useCompleteSignup } from '../api/complete-signup';
import { useSignIn } from '../hooks/use-sign-in';
import { messageOf } from '../lib/auth-errors';
import { splitName } from '../lib/split-name';
import { TextField } from '@/components/ui/text-field';

const schema = z.object({ name: z.string().trim().min(1, validationMessages.nameRequired).max(200) });

/** /signup step 3: one name field, split at the first space; then signed in and on to /create. */
export function SignupNameStep({ email }: { email: string }) {
  const completeSignup = useCompleteSignup();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: '' },
  });

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const { token, user } = await completeSignup.mutateAsync({ email, ...splitName(name) });
      await signIn({ token, user });
      await navigate(takeReturnTo() ?? paths.create);
    } catch (error) {
      console.error(authMessages.completeSignupFailed, error);
      form.setError('name', { message: messageOf(error, authMessages.completeSignupFailed) }, { shouldFocus: true });
    }
  });

  return (
    <HydratedForm onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Your name"
        autoComplete="name"
        autoFocus
        placeholder="Alex Morgan"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {authScreenTexts.continue}
      </Button>
    </HydratedForm>
  );
}

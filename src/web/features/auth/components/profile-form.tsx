import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { authMessages, authScreenTexts, validationMessages } from '@shared/messages';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { completeSignup } from '../api/complete-signup';
import { useSignIn } from '../hooks/use-sign-in';
import { messageOf } from '../lib/auth-errors';
import { flowKeys, removeFlowItem } from '../lib/flow-storage';
import { TextField } from '@/components/ui/text-field';

const required = (message: string) => z.string().trim().min(1, message).max(100);
const schema = z.object({
  firstName: required(validationMessages.firstNameRequired),
  lastName: required(validationMessages.lastNameRequired),
});

/** /auth/profile (Reading B, step 3): both names, then the account exists and the options wait. */
export function ProfileForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    // Checked as the user types, so the button can stay disabled until both names are real.
    mode: 'onChange',
    defaultValues: { firstName: '', lastName: '' },
  });
  const { errors, isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (names) => {
    try {
      const { token, user } = await completeSignup({ email, ...names });
      await signIn({ token, user });
    } catch (error) {
      console.error(authMessages.completeSignupFailed, error);
      return toast({
        title: authMessages.genericErrorTitle,
        description: messageOf(error, authMessages.completeSignupFailed),
        variant: 'destructive',
      });
    }
    removeFlowItem(flowKeys.signupEmail);
    await navigate(paths.createOptions);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          autoFocus
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <p className="rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground">{authScreenTexts.designReadyNote}</p>
      <Button type="submit" size="lg" disabled={!isValid || isSubmitting}>
        {authScreenTexts.generateCardCopy}
      </Button>
    </form>
  );
}

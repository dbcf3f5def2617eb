import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { accountMessages } from '@shared/account-messages';
import { profileUpdateSchema } from '@shared/api/account';
import { profileScreenTexts as texts } from '@shared/account-screen-texts';
import type { User } from '@shared/api/user';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { useUpdateProfile } from '../api/update-profile';

/** First and last name, checked by the same schema as the server's PATCH /api/user/profile. */
export function NamesForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useForm<z.input<typeof profileUpdateSchema>, unknown, z.output<typeof profileUpdateSchema>>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (names) => {
    try {
      const saved = await update.mutateAsync(names);
      form.reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '' });
      toast({ title: texts.saved, description: texts.savedDescription });
    } catch (error) {
      toast({
        title: accountMessages.errorTitle,
        description: error instanceof ApiError ? error.message : String(error),
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={texts.firstName}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label={texts.lastName}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <Button type="submit" className="w-full sm:w-fit" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? texts.saving : texts.save}
      </Button>
    </form>
  );
}
